/**
 * The files staff may upload (spec: PDF, DOC, DOCX, images), one list for every side: the server
 * judges an upload by its bytes (file-type's name for them), the admin's file input and the
 * desktop's native picker by the extensions, and the desktop names the part's type by the MIME.
 */
export const UPLOAD_TYPES = [
  { detected: 'pdf', ext: 'pdf', extensions: ['pdf'], mime: 'application/pdf', kind: 'documents' },
  // file-type reports a .doc as 'cfb' (an OLE2 compound file).
  { detected: 'cfb', ext: 'doc', extensions: ['doc'], mime: 'application/msword', kind: 'documents' },
  {
    detected: 'docx',
    ext: 'docx',
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'documents',
  },
  { detected: 'png', ext: 'png', extensions: ['png'], mime: 'image/png', kind: 'images' },
  { detected: 'jpg', ext: 'jpg', extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', kind: 'images' },
  { detected: 'gif', ext: 'gif', extensions: ['gif'], mime: 'image/gif', kind: 'images' },
  { detected: 'webp', ext: 'webp', extensions: ['webp'], mime: 'image/webp', kind: 'images' },
] as const;

export type UploadType = (typeof UPLOAD_TYPES)[number];
/** Which files a picker offers: images (a project's picture), documents, or both when absent. */
export type UploadAccept = UploadType['kind'];

/**
 * How many files a picker lets staff choose: 'one' where a single picture is wanted (a cover
 * image, a picture in a text), so no second file can be picked and silently dropped; 'several'
 * (the default) on the Files screen.
 */
export const UPLOAD_PICKS = ['one', 'several'] as const;
export type UploadPick = (typeof UPLOAD_PICKS)[number];

export const UPLOAD_DESCRIPTION = 'PDF, DOC, DOCX, PNG, JPEG, GIF or WebP';

/** Every accepted file name extension, without the dot. */
export const uploadExtensions = (kind?: UploadAccept): string[] =>
  UPLOAD_TYPES.filter((type) => !kind || type.kind === kind).flatMap((type) => [...type.extensions]);

/** The MIME type of an accepted file name, else application/octet-stream. */
export function mimeOfFileName(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return UPLOAD_TYPES.find((type) => (type.extensions as readonly string[]).includes(extension))?.mime ?? 'application/octet-stream';
}
