import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

const QUOTE = { name: 'Asha', service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop' };
const DIWALI = { source: 'newsletter', medium: 'email', campaign: 'diwali', landing: '/services', brochure: true };

async function post(url: '/api/quote' | '/api/contact', email: string, payload: object) {
  const cookie = await verifyEmail(ctx, email);
  return ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: { email, ...payload } });
}

describe('where a lead came from (UTM tags, kept with the lead)', () => {
  it('keeps the visit source (and a brochure download) with a quote: staff see it in the list, the timeline and the export', async () => {
    expect((await post('/api/quote', 'asha@example.com', { ...QUOTE, visit: DIWALI })).statusCode).toBe(200);
    const [listed] = (await staff.get('/api/admin/quotes')).json().data;
    expect(listed.visit).toEqual(DIWALI);
    const timeline = (await staff.get('/api/admin/people/asha%40example.com')).json().data.entries.map((e: { text: string }) => e.text);
    expect(timeline).toContain('Asked for a quote (web-development) (came from newsletter / email / diwali, landed on /services, downloaded the brochure)');
    const exported = (await staff.get('/api/admin/people/asha%40example.com/export')).json();
    expect(exported.quoteRequests[0]).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', landing_page: '/services', downloaded_brochure: 1 });
  });

  it('stores a message without a source as unknown, and blank tags as unknown', async () => {
    const message = { name: 'Ravi', subject: 'Hello', message: 'Hi there' };
    expect((await post('/api/contact', 'ravi@example.com', message)).statusCode).toBe(200);
    expect((await post('/api/contact', 'mira@example.com', { ...message, visit: { source: '  ', landing: '/' } })).statusCode).toBe(200);
    const rows = (await staff.get('/api/admin/contacts?sort=email&order=asc')).json().data;
    expect(rows.map((row: { email: string; visit?: object }) => [row.email, row.visit])).toEqual([
      ['mira@example.com', { landing: '/' }],
      ['ravi@example.com', undefined],
    ]);
  });

  it('refuses a tag longer than a lead keeps, naming it, and stores nothing', async () => {
    const answer = await post('/api/quote', 'long@example.com', { ...QUOTE, visit: { source: 'x'.repeat(101) } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/visit.*source/);
    expect(await ctx.app.db.selectFrom('quotes').select('id').execute()).toEqual([]);
  });
});
