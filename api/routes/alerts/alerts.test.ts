import { describe, expect, it } from 'vitest';
import { ALERTS_PAGE } from '../../../shared/api/alerts.ts';
import { defaultSiteSettings } from '../../../shared/content/site.ts';
import { signedInApp } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';
import { submitContact } from '../leads/leads.ts';

const t = signedInApp();

const alerts = async (after?: number) => {
  const answer = await t.staff.get(`/api/admin/alerts${after === undefined ? '' : `?after=${after}`}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { cursor: number; more: boolean; leads: { seq: number; kind: string; id: string; name: string; email: string; subject: string }[] };
};

/** A contact written the way the route writes it (group commit included), without the e-mail code round. */
const contact = (n: number) =>
  submitContact(t.ctx.app.db, { name: `Person ${n}`, email: `p${n}@example.com`, subject: `Subject ${n}`, message: 'Hello' }, `p${n}@example.com`, {
    settings: defaultSiteSettings,
    publicUrl: 'http://localhost:3000',
    now: t.ctx.clock.now,
    batcher: t.ctx.app.writeBatcher,
  });

describe('alerts of new leads', () => {
  it('starts from now, then reports each new quote and contact once, in the order they arrived', async () => {
    await contact(0);
    const start = await alerts();
    expect(start.leads).toEqual([]);

    const cookie = await verifyEmail(t.ctx, 'Asha@Example.com');
    const quote = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { cookie },
      payload: { name: 'Asha', email: 'asha@example.com', service: 'web-products', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop' },
    });
    expect(quote.statusCode).toBe(200);
    await contact(1);

    const first = await alerts(start.cursor);
    expect(first.leads).toEqual([
      expect.objectContaining({ kind: 'quote', name: 'Asha', email: 'asha@example.com', subject: 'Web Products & Platforms / E-commerce' }),
      expect.objectContaining({ kind: 'contact', name: 'Person 1', email: 'p1@example.com', subject: 'Subject 1' }),
    ]);
    expect(first.leads[0].seq).toBeLessThan(first.leads[1].seq);
    expect(first.cursor).toBe(first.leads[1].seq);
    expect(await alerts(first.cursor)).toEqual({ cursor: first.cursor, leads: [], more: false });
  });

  it('reports leads sent in parallel all once, in order, a page at a time', async () => {
    const { cursor } = await alerts();
    const ids = await Promise.all(Array.from({ length: ALERTS_PAGE + 10 }, (_, n) => contact(n)));
    const page = await alerts(cursor);
    expect(page.leads).toHaveLength(ALERTS_PAGE);
    expect(page.more).toBe(true);
    const rest = await alerts(page.cursor);
    expect(rest.more).toBe(false);
    const seen = [...page.leads, ...rest.leads];
    expect(seen.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    const seqs = seen.map((lead) => lead.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('forgets an erased person, and answers only staff', async () => {
    const { cursor } = await alerts();
    await contact(7);
    expect((await t.staff.request('DELETE', '/api/admin/people/p7%40example.com')).statusCode).toBe(200);
    expect((await alerts(cursor)).leads).toEqual([]);
    expect(await t.ctx.app.db.selectFrom('lead_alerts').selectAll().execute()).toEqual([]);
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/admin/alerts' })).statusCode).toBe(401);
    const bad = await t.staff.get('/api/admin/alerts?after=-1');
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringMatching(/^after/)]);
  });
});
