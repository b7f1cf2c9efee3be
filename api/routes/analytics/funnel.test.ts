import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';

const t = signedInApp();

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
});
