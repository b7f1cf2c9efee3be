import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';

// Beacons are rate-limited per IP; the tests of many beacons send from one network.
const t = signedInApp({ limits: { visitors: { max: 100_000, timeWindow: 60_000 } } });

const view = (form: string, source?: string, ip = '203.0.113.7') =>
  t.ctx.app.inject({ method: 'POST', url: '/api/visitors', remoteAddress: ip, payload: { type: 'form_view', form, ...(source ? { source } : {}) } });
const funnelOf = async (form: string) => {
  const summary = (await t.staff.get('/api/analytics')).json().data;
  return summary.funnel.find((f: { form: string }) => f.form === form);
};

describe('the form funnel', () => {
  it('counts form views, codes sent and verified, and requests sent, per visit source and per day', async () => {
    await view('quote', 'newsletter');
    await view('quote', 'newsletter');
    await view('quote');
    await view('contact');
    const email = 'asha@example.com';
    const cookie = await verifyEmail(t.ctx, email, '127.0.0.1', { type: 'quote', source: 'newsletter' });
    const quote = { name: 'Asha', email, service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop', visit: { source: 'newsletter' } };
    expect((await t.ctx.app.inject({ method: 'POST', url: '/api/quote', headers: { cookie }, payload: quote })).statusCode).toBe(200);

    const funnel = await funnelOf('quote');
    expect(funnel.steps).toEqual({ view: 3, code_sent: 1, code_verified: 1, submitted: 1 });
    expect(funnel.bySource).toEqual([
      { source: 'newsletter', steps: { view: 2, code_sent: 1, code_verified: 1, submitted: 1 } },
      { source: '', steps: { view: 1, code_sent: 0, code_verified: 0, submitted: 0 } },
    ]);
    expect(funnel.byDay).toEqual([{ day: new Date(t.ctx.clock.now).toISOString().slice(0, 10), steps: funnel.steps }]);
    expect((await funnelOf('contact')).steps).toEqual({ view: 1, code_sent: 0, code_verified: 0, submitted: 0 });
  });

  it('loses no count when many visitors open a form at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => view('contact', 'google', `198.51.100.${i + 1}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(204));
    expect((await funnelOf('contact')).steps.view).toBe(50);
  });

  it('refuses a form it does not know and counts nothing', async () => {
    const answer = await view('careers');
    expect(answer.statusCode).toBe(400);
    expect((await funnelOf('contact')).steps.view).toBe(0);
  });

  it('keeps sources as hosts or tags, lower-cased and short', async () => {
    for (const source of ['https://www.Google.com/search?q=agency', 'News Letter!', 'x'.repeat(100)]) await view('quote', source);
    const sources = (await funnelOf('quote')).bySource.map((row: { source: string }) => row.source).sort();
    expect(sources).toEqual(['google.com', 'news-letter', 'x'.repeat(40)]);
  });

  it('keeps a source in any script as written, cut between whole letters', async () => {
    const campaign = `दीवाली अभियान 🪔 ${'कि'.repeat(20)}`;
    for (const source of ['व्हाट्सएप', 'ईमेल', campaign]) await view('contact', source);
    const sources = (await funnelOf('contact')).bySource.map((row: { source: string }) => row.source);
    expect(sources).toContain('व्हाट्सएप');
    expect(sources).toContain('ईमेल');
    const cut = sources.find((source: string) => source.startsWith('दीवाली-अभियान-कि'));
    expect(cut?.length).toBeLessThanOrEqual(40);
    expect(cut?.endsWith('कि')).toBe(true);
    expect(sources).not.toContain('');
  });

  it('stays small after 6,000 beacons with made-up sources: a day keeps 50, the rest count as other', async () => {
    const sources = Array.from({ length: 6_000 }, (_, i) => `made-up-${i}-${randomBytes(12).toString('hex')}`);
    for (let start = 0; start < sources.length; start += 100) {
      const answers = await Promise.all(sources.slice(start, start + 100).map((source) => view('contact', source)));
      expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    }
    const summary = (await t.staff.get('/api/analytics')).json().data;
    const funnel = summary.funnel.find((f: { form: string }) => f.form === 'contact');
    expect(funnel.steps.view).toBe(6_000);
    expect(funnel.bySource.length).toBeLessThanOrEqual(21);
    expect(funnel.bySource.reduce((sum: number, row: { steps: { view: number } }) => sum + row.steps.view, 0)).toBe(6_000);
    expect(funnel.bySource.find((row: { source: string }) => row.source === 'other').steps.view).toBeGreaterThan(5_900);
    expect(JSON.stringify(summary).length).toBeLessThan(10_000);
    // Stored: 50 sources for the day and 'other' (on PostgreSQL, a few more may pass at the very same moment).
    const stored = await t.ctx.app.db.selectFrom('form_funnel_daily').select('source').distinct().execute();
    expect(stored.length).toBeLessThanOrEqual(51 + (t.ctx.databaseUrl ? 10 : 0));
  }, 120_000);
});
