import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { projectTable } from '../../services/content/project-table.ts';
import { signIn } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const TIMEOUT_MS = 300;

let ctx: TestContext;
let port: number;
let fileUrl: string;
beforeAll(async () => {
  ctx = await startTestApp({ slowReaderTimeoutMs: TIMEOUT_MS });
  const staff = await signIn(ctx);
  const boundary = 'slow-reader-boundary';
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/files',
    headers: { authorization: `Bearer ${staff.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poster.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_SIGNATURE,
      Buffer.alloc(UPLOAD_MAX_BYTES - PNG_SIGNATURE.length),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  fileUrl = uploaded.json().data.url;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx.close());

/**
 * Sends raw requests on one connection and never reads the answers. Resolves when the server
 * has closed its end (a paused client would not notice), or after `waitMs`.
 */
function requestWithoutReading(paths: string[], waitMs: number): Promise<{ closedAfterMs?: number; client: Socket }> {
  return new Promise((resolve) => {
    const started = Date.now();
    ctx.app.server.once('connection', (serverSide: Socket) => {
      const timer = setTimeout(() => resolve({ client }), waitMs);
      serverSide.once('close', () => {
        clearTimeout(timer);
        resolve({ closedAfterMs: Date.now() - started, client });
      });
    });
    const client = connect(port, '127.0.0.1', () => {
      client.pause();
      client.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join(''));
    });
    client.on('error', () => undefined);
  });
}

describe('clients that stop reading', () => {
  it('are cut off from a file download once they read nothing for the timeout', async () => {
    // Eight 10 MB answers on one connection are more than the loopback buffers hold (up to
    // 4 MB sending and 32 MB receiving here), so the server is left waiting to write.
    const { closedAfterMs, client } = await requestWithoutReading(Array(8).fill(fileUrl), 10_000);
    client.destroy();
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('are cut off from a large answer sent from memory too', async () => {
    for (let index = 0; index < 60; index += 1) {
      await projectTable.create(ctx.app.db, { ...defaultProjects[0], title: `Project ${index}` }, new Date(ctx.clock.now + index));
    }
    ctx.app.publicCache.clear();
    // Over 16 KB each; 2,000 of them on one connection are more than the loopback buffers hold.
    const { closedAfterMs, client } = await requestWithoutReading(Array(2000).fill('/api/projects'), 10_000);
    client.destroy();
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('keep their connection after a small answer that fits in the buffers', async () => {
    const { closedAfterMs, client } = await requestWithoutReading(['/api/config'], TIMEOUT_MS * 5);
    client.destroy();
    expect(closedAfterMs).toBeUndefined();
  });

  it('still get the whole file when they read it', async () => {
    // Without keep-alive, so no idle connection is left for the server's close to wait on.
    const received = await new Promise<number>((resolve, reject) => {
      get(`http://127.0.0.1:${port}${fileUrl}`, { agent: false }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => resolve(bytes));
      }).on('error', reject);
    });
    expect(received).toBe(UPLOAD_MAX_BYTES);
  });
});
