import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { signedInApp } from '../../test/admin.ts';

/** Every name fails to resolve: the checks reach nothing but the loopback servers below (by IP). */
const noDns: LookupFunction = (hostname, _options, callback) =>
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 0);

/** Headers per path, changed by the tests; /hang never answers, /moved redirects to /deny. */
const answers: Record<string, OutgoingHttpHeaders> = {
  '/open': {},
  '/deny': { 'x-frame-options': 'DENY' },
  '/ancestors-none': { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" },
  '/ancestors-us': { 'content-security-policy': "frame-ancestors 'self' http://localhost:3000" },
  '/moved': { location: '/deny' },
};
let sites: Server;
let base = '';

beforeAll(async () => {
  sites = createServer((request, response) => {
    if (request.url === '/hang') return;
    const headers = answers[request.url ?? ''];
    if (!headers) return response.writeHead(404).end();
    response.writeHead(headers.location ? 302 : 200, { 'content-type': 'text/html', ...headers }).end('<h1>Site</h1>');
  });
  await new Promise<void>((resolve) => sites.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sites.closeAllConnections();
  await new Promise((resolve) => sites.close(resolve));
});

const t = signedInApp({ publicUrl: 'http://localhost:3000', frameChecks: { timeoutMs: 300, intervalMs: 250, lookup: noDns } });

const save = async (liveUrl: string) => {
  const answer = await t.staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], title: `Site at ${liveUrl}`, liveUrl });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { _id: string; frame?: { status: string; reason: string } };
};

describe('live preview frameability', () => {
  it.each([
    ['/open', 'ok', ''],
    ['/ancestors-us', 'ok', ''],
    ['/deny', 'blocked', 'X-Frame-Options DENY'],
    ['/ancestors-none', 'blocked', "Content-Security-Policy frame-ancestors 'none'"],
    ['/moved', 'blocked', 'X-Frame-Options DENY'],
    ['/gone', 'unreachable', 'The site answered HTTP 404'],
    ['/hang', 'unreachable', 'No answer within 0.3 s'],
  ])('a site at %s is %s when saved', async (path, status, reason) => {
    const project = await save(`${base}${path}`);
    expect(project.frame).toMatchObject({ status, reason });
    // Visitors get the same verdict with the project, and staff see it in their list.
    const shown = (await t.ctx.app.inject({ url: `/api/projects/${project._id}` })).json().data;
    expect(shown.frame.status).toBe(status);
    const listed = (await t.staff.get('/api/admin/projects')).json().data.find((p: { _id: string }) => p._id === project._id);
    expect(listed.frame.status).toBe(status);
  });

  it('reports an address that does not resolve', async () => {
    const project = await save('https://no-such-agency-site.invalid/');
    expect(project.frame).toMatchObject({ status: 'unreachable', reason: 'The address does not resolve (DNS)' });
  });

  it('checks every live URL again after the interval and the public answer follows', async () => {
    answers['/later'] = {};
    const project = await save(`${base}/later`);
    expect(project.frame?.status).toBe('ok');
    answers['/later'] = { 'x-frame-options': 'SAMEORIGIN' };
    t.ctx.clock.advance(1_000);
    await expect
      .poll(async () => (await t.ctx.app.inject({ url: `/api/projects/${project._id}` })).json().data.frame, { timeout: 5_000 })
      .toMatchObject({ status: 'blocked', reason: 'X-Frame-Options SAMEORIGIN' });
  });
});
