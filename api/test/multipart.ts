/** A multipart/form-data body with one file field, as a browser's upload form sends it. */
export function multipartFile(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----agency-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
