import type { OutgoingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import type { AppOptions } from '../../app.ts';
import { signedInApp } from '../../test/admin.ts';
import { startTestApp } from '../../test/app.ts';
import { LOOPBACK_SCHEMES, noDns, reachFrameSites, startFrameSites, type FrameSites } from '../../test/frame-sites.ts';

let sites: FrameSites;
beforeAll(async () => {
  sites = await startFrameSites();
});
afterAll(async () => sites.close());

const FIVE_MINUTES = 5 * 60 * 1000;
const frameChecks: AppOptions['frameChecks'] = { timeoutMs: 1_000, lookup: noDns, framedSchemes: LOOPBACK_SCHEMES, reachable: reachFrameSites };
const t = signedInApp({ publicUrl: 'http://localhost:3000', frameChecks });

/** A client site that allows frames when staff save it (the save checks it once). */
async function framedSite(path: string) {
  sites.answers[path] = {};
  const title = `Kisan Mandi Bhav Portal — महाराष्ट्र ${path}`;
  const saved = await t.staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], title, liveUrl: `${sites.base}${path}` });
  expect(saved.statusCode).toBe(201);
  expect(sites.hits[path]).toBe(1);
  return saved.json().data._id as string;
}

const preview = async (id: string) => {
  const answer = await t.ctx.app.inject({ url: `/api/projects/${id}/preview` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const listedFrame = async (id: string) =>
  (await t.ctx.app.inject({ url: '/api/projects' })).json().data.find((p: { _id: string }) => p._id === id).frame;

describe('the preview a visitor is about to see', () => {
  it.each<[string, string, OutgoingHttpHeaders]>([
    ['/refuses-later-xfo', 'X-Frame-Options DENY', { 'x-frame-options': 'DENY' }],
    ['/refuses-later-csp', "Content-Security-Policy frame-ancestors 'none'", { 'content-security-policy': "frame-ancestors 'none'" }],
  ])('is checked again when its verdict is older than five minutes: %s', async (path, reason, refusal) => {
    const id = await framedSite(path);
    expect(await listedFrame(id)).toEqual({ status: 'ok' });

    sites.answers[path] = refusal;
    // Within five minutes of the last check the verdict stands, and the site is not contacted.
    t.ctx.clock.advance(FIVE_MINUTES - 1_000);
    expect(await preview(id)).toEqual({ success: true, data: { status: 'ok' } });
    expect(sites.hits[path]).toBe(1);

    t.ctx.clock.advance(2_000);
    expect(await preview(id)).toEqual({ success: true, data: { status: 'blocked' } });
    expect(sites.hits[path]).toBe(2);
    // The fresh verdict reaches the cached public list and the staff's reason too.
    expect(await listedFrame(id)).toEqual({ status: 'blocked' });
    const staffRow = (await t.staff.get('/api/admin/projects')).json().data.find((p: { _id: string }) => p._id === id);
    expect(staffRow.frame).toMatchObject({ status: 'blocked', reason });
  });

  it('makes one outbound check however many visitors ask at once', async () => {
    const id = await framedSite('/flooded');
    sites.answers['/flooded'] = { 'x-frame-options': 'SAMEORIGIN' };
    t.ctx.clock.advance(FIVE_MINUTES + 1_000);
    const answers = await Promise.all(Array.from({ length: 40 }, () => preview(id)));
    // Every visitor of this instance waited for the one check and got its verdict.
    expect(answers.map((answer) => answer.data.status)).toEqual(Array(40).fill('blocked'));
    expect(sites.hits['/flooded']).toBe(2);
  });

  it('shares the check with another instance on the same database', async () => {
    const id = await framedSite('/two-instances');
    const other = await startTestApp({
      publicUrl: 'http://localhost:3000',
      frameChecks,
      now: () => t.ctx.clock.now,
      ...(t.ctx.databaseUrl ? { databaseUrl: t.ctx.databaseUrl } : { dataDir: t.ctx.dataDir }),
    });
    try {
      sites.answers['/two-instances'] = { 'x-frame-options': 'DENY' };
      t.ctx.clock.advance(FIVE_MINUTES + 1_000);
      const ask = (app: typeof other.app) => app.inject({ url: `/api/projects/${id}/preview` });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(i % 2 ? other.app : t.ctx.app)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(sites.hits['/two-instances']).toBe(2);
      // Once the one check is recorded, both instances answer with it.
      expect((await ask(other.app)).json().data).toEqual({ status: 'blocked' });
      expect((await ask(t.ctx.app)).json().data).toEqual({ status: 'blocked' });
    } finally {
      await other.close();
    }
  });

  it('checks a live URL that has no verdict yet before its first preview', async () => {
    const id = await framedSite('/never-checked');
    await t.ctx.app.db.deleteFrom('frame_checks').where('url', '=', `${sites.base}/never-checked`).execute();
    sites.answers['/never-checked'] = { 'content-security-policy': "frame-ancestors https://elsewhere.example" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => preview(id)));
    expect(answers.map((answer) => answer.data.status)).toEqual(Array(10).fill('blocked'));
    expect(sites.hits['/never-checked']).toBe(2);
  });

  it('answers 404 for a project visitors cannot see, and blocked for one without a live site', async () => {
    const missing = await t.ctx.app.inject({ url: '/api/projects/999999/preview' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Project not found' });

    const draft = await t.staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], liveUrl: `${sites.base}/open`, status: 'inactive' });
    expect((await t.ctx.app.inject({ url: `/api/projects/${draft.json().data._id}/preview` })).statusCode).toBe(404);

    const offline = await t.staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], liveUrl: '' });
    expect(await preview(offline.json().data._id)).toEqual({ success: true, data: { status: 'blocked' } });
  });
});
