import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { signedInApp } from '../../test/admin.ts';
import { LOOPBACK_SCHEMES, noDns, reachFrameSites, startFrameSites, type FrameSites } from '../../test/frame-sites.ts';
import { checkFrame } from '../../media/frame-check.ts';

let sites: FrameSites;
let base = '';
beforeAll(async () => {
  sites = await startFrameSites();
  base = sites.base;
});
afterAll(async () => sites.close());

const t = signedInApp({ publicUrl: 'http://localhost:3000', frameChecks: { timeoutMs: 300, intervalMs: 250, lookup: noDns, framedSchemes: LOOPBACK_SCHEMES, reachable: reachFrameSites } });

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
    // Staff see the verdict and its reason in their list; visitors only whether the preview shows.
    const listed = (await t.staff.get('/api/admin/projects')).json().data.find((p: { _id: string }) => p._id === project._id);
    expect(listed.frame).toMatchObject({ status, reason });
    const visitors = { status: status === 'ok' ? 'ok' : 'blocked' };
    const shown = await t.ctx.app.inject({ url: `/api/projects/${project._id}` });
    expect(shown.json().data.frame).toEqual(visitors);
    const inList = (await t.ctx.app.inject({ url: '/api/projects' })).json().data.find((p: { _id: string }) => p._id === project._id);
    expect(inList.frame).toEqual(visitors);
  });

  it('blocks a plain http site by default: the site frames https pages only', async () => {
    const verdict = await checkFrame(`${base}/open`, { siteOrigin: 'http://localhost:3000', timeoutMs: 300, lookup: noDns, reachable: reachFrameSites });
    expect(verdict).toEqual({ status: 'blocked', reason: 'Not an https address: only secure sites can be shown in a frame' });
  });

  it('reports an address that does not resolve', async () => {
    const project = await save('https://no-such-agency-site.invalid/');
    expect(project.frame).toMatchObject({ status: 'unreachable', reason: 'The address does not resolve (DNS)' });
  });

  it('checks every live URL again after the interval and the public answer follows', async () => {
    sites.answers['/later'] = {};
    const project = await save(`${base}/later`);
    expect(project.frame?.status).toBe('ok');
    sites.answers['/later'] = { 'x-frame-options': 'SAMEORIGIN' };
    t.ctx.clock.advance(1_000);
    await expect
      .poll(async () => (await t.ctx.app.inject({ url: `/api/projects/${project._id}` })).json().data.frame, { timeout: 5_000 })
      .toEqual({ status: 'blocked' });
    const listed = (await t.staff.get('/api/admin/projects')).json().data.find((p: { _id: string }) => p._id === project._id);
    expect(listed.frame).toMatchObject({ status: 'blocked', reason: 'X-Frame-Options SAMEORIGIN' });
  });
});
