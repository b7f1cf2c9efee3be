import { afterEach, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { seedActiveSubscribers } from '../../test/newsletter.ts';

let ctx: TestContext;
let staff: AdminClient;
afterEach(async () => ctx.close());

const subscribers = Array.from({ length: 60 }, (_, i) => `${'abc'[i % 3]}${String(i).padStart(2, '0')}@example.com`);

async function createCampaign(targetAudience: string): Promise<string> {
  const answer = await staff.request('POST', '/api/admin/email-campaigns', { name: 'Diwali', subject: 'Diwali offer', content: '<p>20% off</p>', targetAudience });
  expect(answer.statusCode).toBe(201);
  return answer.json().data._id;
}

const recipients = async (id: string, query = '') => staff.get(`/api/admin/email-campaigns/${id}/recipients${query}`);

describe('campaign recipients', () => {
  it('lists who a campaign went to, A to Z a page at a time, each with its outcome', async () => {
    ctx = await startTestApp({ campaigns: { ratePerMinute: 6000 } });
    staff = await signIn(ctx);
    await seedActiveSubscribers(ctx.app.db, subscribers);
    const id = await createCampaign('newsletter_subscribers');
    // The first mail is due at once (the app's clock stands still, so the rest wait).
    const delivered = (await ctx.smtp.waitForMail((mail) => mail.subject === 'Diwali offer')).to[0];
    await expect.poll(async () => (await recipients(id, `?q=${delivered}`)).json().data[0]?.status).toBe('sent');

    const seen: { email: string; status: string; sentAt: string | null }[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const answer = await recipients(id, `?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.total).toBe(60);
      seen.push(...body.data);
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen.map((r) => r.email)).toEqual([...subscribers].sort());
    const first = seen.find((r) => r.email === delivered)!;
    expect(first.status).toBe('sent');
    expect(Date.parse(first.sentAt!)).toBeGreaterThan(0);
    const waiting = seen.filter((r) => r.email !== delivered);
    expect(waiting.every((r) => r.status === 'queued' && r.sentAt === null)).toBe(true);
  });

  it('finds recipients by the start of their address, in any case, and only that campaign\'s', async () => {
    ctx = await startTestApp({ campaigns: { ratePerMinute: 60 } });
    staff = await signIn(ctx);
    await seedActiveSubscribers(ctx.app.db, subscribers);
    const everyone = await createCampaign('newsletter_subscribers');
    await ctx.app.db
      .insertInto('contacts')
      .values({ id: 'lead-1', name: 'Lead', email: 'b99@example.com', phone: '', subject: 'Hi', message: 'Hello', verified_email: 'b99@example.com', created_at: '2026-11-01T00:00:00Z' })
      .execute();
    const leads = await createCampaign('contacts');

    const found = (await recipients(everyone, '?q=B1')).json();
    expect(found.data.map((r: { email: string }) => r.email)).toEqual(['b10@example.com', 'b13@example.com', 'b16@example.com', 'b19@example.com']);
    expect(found.total).toBe(4);
    expect((await recipients(everyone, '?q=b99')).json().data).toEqual([]);
    expect((await recipients(leads)).json().data.map((r: { email: string }) => r.email)).toEqual(['b99@example.com']);
  });

  it('answers 404 for an unknown campaign and 400 naming a bad cursor or limit', async () => {
    ctx = await startTestApp();
    staff = await signIn(ctx);
    await seedActiveSubscribers(ctx.app.db, subscribers.slice(0, 3));
    const id = await createCampaign('newsletter_subscribers');
    const missing = await recipients('no-such-campaign');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Campaign not found');
    const badCursor = await recipients(id, '?cursor=bm90LWEtY3Vyc29y');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toMatch(/cursor/);
    const badLimit = await recipients(id, '?limit=1000');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toMatch(/limit/);
  });

  it('is for staff only', async () => {
    ctx = await startTestApp();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/admin/email-campaigns/x/recipients' });
    expect(answer.statusCode).toBe(401);
  });
});
