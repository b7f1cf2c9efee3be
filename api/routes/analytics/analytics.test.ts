import { describe, expect, it } from 'vitest';
import { signIn, signedInApp } from '../../test/admin.ts';

const t = signedInApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** As navigator.sendBeacon sends a string: text/plain. */
const beacon = (event: object) =>
  t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: JSON.stringify(event), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
const pageview = (path: string, referrer?: string) => beacon({ type: 'pageview', path, referrer });
const vital = (name: string, value: number) => beacon({ type: 'vital', path: '/', name, value });

describe('visitor analytics', () => {
  it('takes beacons as text/plain or JSON and stores no cookie, IP or query string', async () => {
    const answer = await pageview('/unsubscribe?email=a%40example.com&token=secret#x', 'https://www.google.com/search?q=agency');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const json = await t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: { type: 'pageview', path: '/services' } });
    expect(json.statusCode).toBe(204);

    const rows = await t.ctx.app.db.selectFrom('visitor_events').selectAll().orderBy('id').execute();
    expect(rows.map(({ path, referrer, day }) => ({ path, referrer, day }))).toEqual([
      { path: '/unsubscribe', referrer: 'www.google.com', day: '2026-11-23' },
      { path: '/services', referrer: null, day: '2026-11-23' },
    ]);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('does not count staff on the dashboard as visitors', async () => {
    const before = (await t.ctx.app.db.selectFrom('visitor_events').select('id').execute()).length;
    expect((await pageview('/admin')).statusCode).toBe(204);
    expect((await pageview('/admin/settings')).statusCode).toBe(204);
    expect(await t.ctx.app.db.selectFrom('visitor_events').select('id').execute()).toHaveLength(before);
  });

  it('refuses bad events with 400 naming what is wrong, and oversized ones with 413', async () => {
    for (const [answer, message] of [
      [await beacon({ type: 'click', path: '/' }), 'type must be one of: pageview, vital, form_view'],
      [await beacon({ path: '/' }), 'type is required'],
      [await t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: 'null', headers: { 'content-type': 'application/json' } }), 'body must be object'],
      [await vital('LCP', -1), 'value must be >= 0'],
      // JSON's 1e400 is Infinity in JavaScript.
      [await t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: '{"type":"vital","path":"/","name":"LCP","value":1e400}', headers: { 'content-type': 'text/plain' } }), 'value must be <= 600000'],
      [await vital('LXP', 1200), 'name must be one of: LCP, INP, CLS, FID, FCP, TTFB'],
      [await beacon({ type: 'form_view', form: 'newsletter' }), 'form must be one of: contact, quote'],
    ] as const) {
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message });
    }
    const garbage = await t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Request body is not valid JSON');
    expect((await pageview(`/${'a'.repeat(3000)}`)).statusCode).toBe(413);
    expect(await t.ctx.app.db.selectFrom('visitor_events').selectAll().execute()).toEqual([]);
  });

  it("counts a visit in the agency's day: half past midnight in Jabalpur is already the next day", async () => {
    t.ctx.clock.advance(9 * HOUR); // 19:00 UTC on 23 Nov is 00:30 on 24 Nov in India
    await pageview('/services');
    const rows = await t.ctx.app.db.selectFrom('visitor_events').select('day').execute();
    expect(rows).toEqual([{ day: '2026-11-24' }]);
    t.staff = await signIn(t.ctx);
    const panel = (await t.staff.get('/api/analytics')).json().data;
    expect(panel.to).toBe('2026-11-24');
    expect(panel.pageViewsPerDay).toEqual([{ day: '2026-11-24', views: 1 }]);
  });

  it('summarizes views per day, top pages, referrer hosts and the p75 of each vital over a range', async () => {
    await pageview('/', 'https://www.google.com/search?q=1');
    await pageview('/services', 'https://www.google.com/search?q=2');
    await pageview('/', 'http://localhost:3000/services'); // our own site is no referrer
    const project = await t.ctx.app.db.selectFrom('projects').select(['id', 'title']).executeTakeFirstOrThrow();
    await pageview(`/projects/${project.id}`);
    await pageview('/projects/removed-long-ago');
    for (let v = 1; v <= 100; v++) await vital('LCP', v * 10);
    for (const v of [0.01, 0.02, 0.3, 0.04]) await vital('CLS', v);
    t.ctx.clock.advance(DAY);
    await pageview('/', 'https://t.co/abc');
    await vital('LCP', 99_999);
    t.staff = await signIn(t.ctx); // a day later the morning's token has expired

    const answer = await t.staff.get('/api/analytics?from=2026-11-23&to=2026-11-24');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      from: '2026-11-23',
      to: '2026-11-24',
      pageViewsPerDay: [
        { day: '2026-11-23', views: 5 },
        { day: '2026-11-24', views: 1 },
      ],
      // Pages by their titles, a project by its own; a path nothing names stays a path.
      topPages: [
        { path: '/', title: 'Home', views: 3 },
        { path: `/projects/${project.id}`, title: project.title, views: 1 },
        { path: '/projects/removed-long-ago', title: '/projects/removed-long-ago', views: 1 },
        { path: '/services', title: 'Services', views: 1 },
      ],
      referrers: [
        { referrer: 'www.google.com', views: 2 },
        { referrer: 't.co', views: 1 },
      ],
      // LCP: 101 samples, nearest rank ceil(75.75) = 76 -> 760 ms. CLS: rank 3 of 4 -> 0.04.
      vitalsP75: { LCP: 760, CLS: 0.04 },
      // No form was shown yet: every funnel step at zero.
      funnel: ['contact', 'quote'].map((form) => ({ form, steps: { view: 0, code_sent: 0, code_verified: 0, submitted: 0 }, bySource: [], byDay: [] })),
    });

    // One day only; the admin path answers the same.
    const first = (await t.staff.get('/api/admin/analytics?from=2026-11-23&to=2026-11-23')).json().data;
    expect(first.pageViewsPerDay).toEqual([{ day: '2026-11-23', views: 5 }]);
    expect(first.vitalsP75).toEqual({ LCP: 750, CLS: 0.04 });
    // Default: the last 30 days up to today.
    expect((await t.staff.get('/api/analytics')).json().data).toMatchObject({ from: '2026-10-26', to: '2026-11-24' });
  });

  it('stays small when a script sends a thousand made-up pages and referrers: a day keeps 200 pages and 100 hosts, the rest count as other', async () => {
    const made = Array.from({ length: 1_000 }, (_, i) => ({ type: 'pageview', path: `/insights/made-up-${i}-${'x'.repeat(40)}`, referrer: `https://spam-${i}.example.in/` }));
    for (let start = 0; start < made.length; start += 100) {
      // From ten networks, as a script on rented machines would, under each one's beacon limit.
      const batch = made.slice(start, start + 100).map((event, i) =>
        t.ctx.app.inject({ method: 'POST', url: '/api/visitors', payload: event, remoteAddress: `198.51.100.${(i % 10) + 1}` }),
      );
      expect((await Promise.all(batch)).map((answer) => answer.statusCode)).toEqual(Array(100).fill(204));
    }
    // A page of the site still counts as itself after the flood.
    expect((await pageview('/about')).statusCode).toBe(204);

    const today = new Date(t.ctx.clock.now + 5.5 * HOUR).toISOString().slice(0, 10);
    const stored = async (kind: 'path' | 'referrer') =>
      (await t.ctx.app.db.selectFrom('visitor_daily').select('key').where('day', '=', today).where('kind', '=', kind).execute()).map((row) => row.key);
    // On PostgreSQL, keys new at the very same moment may pass the bound together.
    const slack = t.ctx.databaseUrl ? 10 : 0;
    expect((await stored('path')).length).toBeLessThanOrEqual(200 + 2 + slack);
    expect((await stored('referrer')).length).toBeLessThanOrEqual(100 + 1 + slack);
    expect(await stored('path')).toContain('/about');

    const summary = (await t.staff.get(`/api/analytics?from=${today}&to=${today}`)).json().data;
    const other = summary.topPages.find((page: { path: string }) => page.path === 'other');
    expect(other).toMatchObject({ title: 'Other pages' });
    expect(other.views).toBeGreaterThanOrEqual(1_000 - 200 - slack);
    expect(summary.referrers.find((row: { referrer: string }) => row.referrer === 'other').views).toBeGreaterThanOrEqual(1_000 - 100 - slack);
  }, 60_000);

  it('is for staff only and checks the range', async () => {
    expect((await t.ctx.app.inject({ url: '/api/analytics' })).statusCode).toBe(401);
    const reversed = await t.staff.get('/api/analytics?from=2026-11-24&to=2026-11-01');
    expect(reversed.json()).toEqual({ success: false, message: 'from must not be after to' });
    expect((await t.staff.get('/api/analytics?from=2026-13-45')).statusCode).toBe(400);
    expect((await t.staff.get('/api/analytics?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  });

  it('keeps the daily totals when raw events pass their retention, and prunes only those', async () => {
    await pageview('/', 'https://news.example/story');
    await vital('LCP', 1234.4);
    t.ctx.clock.advance(40 * DAY);
    await pageview('/services');
    const { pruneVisitorEvents } = await import('./analytics.ts');
    expect(await pruneVisitorEvents(t.ctx.app.db, 30, t.ctx.clock.now)).toBe(2);
    const left = await t.ctx.app.db.selectFrom('visitor_events').select('path').execute();
    expect(left).toEqual([{ path: '/services' }]);

    // Forty days on, the morning's token has expired: sign in again.
    const staff = await signIn(t.ctx);
    const summary = (await staff.get('/api/analytics?from=2026-11-01&to=2027-01-31')).json().data;
    expect(summary.pageViewsPerDay).toEqual([
      { day: '2026-11-23', views: 1 },
      { day: '2027-01-02', views: 1 },
    ]);
    expect(summary.topPages).toEqual([
      { path: '/', title: 'Home', views: 1 },
      { path: '/services', title: 'Services', views: 1 },
    ]);
    expect(summary.referrers).toEqual([{ referrer: 'news.example', views: 1 }]);
    // Vital samples are counted per whole millisecond.
    expect(summary.vitalsP75).toEqual({ LCP: 1234 });
  });
});
