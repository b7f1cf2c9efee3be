import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_RETRY_DELAYS_MS, sendLead } from './leadRetry';

/** A real HTTP server that gives the scripted answers in turn, then 200 with the app's success. */
let server: Server | undefined;
async function serve(answers: { status: number; body: string; type?: string }[]) {
  const seen: IncomingHttpHeaders[] = [];
  server = createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    const answer = answers.shift() ?? { status: 200, body: JSON.stringify({ success: true, message: 'Message sent successfully!' }), type: 'application/json' };
    response.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {}).end(answer.body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;
  const post = () => sendLead((headers) => fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":"Meera"}' }));
  return { seen, post };
}
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// What Caddy answers when the instance it chose is gone: a 502 with an empty body.
const proxy502 = { status: 502, body: '' };

describe('a lead form submission behind a proxy', () => {
  it('is sent again under the same Idempotency-Key after a proxy 502 without the app’s JSON, and answers the retry', async () => {
    const { seen, post } = await serve([proxy502, { status: 504, body: '<html>Gateway Timeout</html>', type: 'text/html' }]);
    const answer = await post();
    expect([answer.status, await answer.json()]).toEqual([200, { success: true, message: 'Message sent successfully!' }]);
    expect(seen).toHaveLength(3);
    const keys = seen.map((headers) => headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  it('is not sent again on the app’s own 503 with its message, which the form shows', async () => {
    const unavailable = { status: 503, body: JSON.stringify({ success: false, message: 'The site is busy. Please try again in a minute.' }), type: 'application/json' };
    const { seen, post } = await serve([unavailable]);
    const answer = await post();
    expect([answer.status, await answer.json()]).toEqual([503, { success: false, message: 'The site is busy. Please try again in a minute.' }]);
    expect(seen).toHaveLength(1);
  });

  it('gives up after a bounded number of tries when the proxy keeps answering 502', async () => {
    const { seen, post } = await serve(Array.from({ length: 10 }, () => proxy502));
    expect((await post()).status).toBe(502);
    expect(seen).toHaveLength(LEAD_RETRY_DELAYS_MS.length + 1);
  });

  it('uses a new key for each submission', async () => {
    const { seen, post } = await serve([]);
    await post();
    await post();
    expect(seen[0]['idempotency-key']).not.toBe(seen[1]['idempotency-key']);
  });
});
