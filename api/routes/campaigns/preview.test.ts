import { describe, expect, it } from 'vitest';
import { signedInApp, STAFF } from '../../test/admin.ts';
import { subscribeConfirmed, unsubscribeByLink } from '../../test/newsletter.ts';

const t = signedInApp({ campaigns: { ratePerMinute: 600 } });

const draft = { subject: 'Diwali offer for {{email}}', content: '<h1>Festive offer</h1><p>20% off, {{email}}.</p>' };

describe('campaign preview, test mail and audience count', () => {
  it('renders the mail as a subscriber gets it, with the unsubscribe footer, for the signed-in staff address', async () => {
    const answer = await t.staff.request('POST', '/api/admin/email-campaigns/preview', draft);
    expect(answer.statusCode).toBe(200);
    const { subject, html, text } = answer.json().data;
    expect(subject).toBe(`Diwali offer for ${STAFF.email}`);
    expect(html).toContain(`<p>20% off, ${STAFF.email}.</p>`);
    expect(html).toMatch(/<a href="[^"]+\/unsubscribe\?[^"]+">Unsubscribe<\/a>/);
    expect(text).toContain('Festive offer');
    const empty = await t.staff.request('POST', '/api/admin/email-campaigns/preview', { subject: '', content: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('subject is required');
  });

  it('previews, tests and sends a campaign as long as the limit allows, quotes and Hindi included', async () => {
    const block = '<p style="margin:0 0 16px">दिवाली पर वेबसाइट पर 20% छूट, {{email}}।</p>\n';
    const long = { ...draft, content: block.repeat(Math.floor(100_000 / block.length)) };
    expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(120 * 1024);
    for (const path of ['preview', 'test']) {
      const answer = await t.staff.request('POST', `/api/admin/email-campaigns/${path}`, long);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const sent = await t.staff.request('POST', '/api/admin/email-campaigns', { ...long, name: 'दिवाली', targetAudience: 'newsletter_subscribers' });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('sends a test to the signed-in staff address through the outbox, and to nobody else', async () => {
    await subscribeConfirmed(t.ctx.app, 'asha@example.com');
    const answer = await t.staff.request('POST', '/api/admin/email-campaigns/test', draft);
    expect(answer.json()).toEqual({ success: true, message: `Test mail queued to ${STAFF.email}` });
    const mail = await t.ctx.smtp.waitForMail((m) => m.subject.startsWith('[Test] Diwali offer'));
    expect(mail.to).toEqual([STAFF.email]);
    expect(mail.text).toContain('Unsubscribe');
    const rows = await t.ctx.app.db.selectFrom('outbox').select(['to_address', 'kind']).where('kind', '=', 'campaign-test').execute();
    expect(rows).toEqual([{ to_address: STAFF.email, kind: 'campaign-test' }]);
    expect((await t.staff.get('/api/admin/email-campaigns')).json().data).toEqual([]);
  });

  it('cuts a subject over the limit between whole letters, never through an emoji', async () => {
    // Within the limit as typed; the test mail's "[Test] " takes the lamp across the 250th character.
    const subject = `Diwali offer: ${'दीपावली की शुभकामनाएँ '.repeat(10)}`.padEnd(242, '.') + '🪔';
    expect(subject.length).toBe(244);
    expect((await t.staff.request('POST', '/api/admin/email-campaigns/test', { ...draft, subject })).statusCode).toBe(200);
    const mail = await t.ctx.smtp.waitForMail((m) => m.subject.startsWith('[Test] Diwali offer:'));
    expect(mail.subject).toBe(`[Test] ${subject.slice(0, 242)}`);
  });

  it('counts the audience exactly as sending resolves it', async () => {
    for (const email of ['asha@example.com', 'bala@example.com', 'gone@example.com']) await subscribeConfirmed(t.ctx.app, email);
    await unsubscribeByLink(t.ctx.app, 'gone@example.com');
    await t.ctx.app.db
      .insertInto('contacts')
      .values({ id: 'c1', name: 'Lead', email: 'Lead@Example.com', phone: '', subject: 'Hi', message: 'Hi', verified_email: 'lead@example.com', created_at: '2026-11-01T00:00:00Z' })
      .execute();
    const count = async (audience: string) =>
      (await t.staff.get(`/api/admin/email-campaigns/audience?targetAudience=${audience}`)).json().data.total;
    expect(await count('newsletter_subscribers')).toBe(2);
    expect(await count('contacts')).toBe(1);
    expect(await count('all_users')).toBe(3);
    const bad = await t.staff.get('/api/admin/email-campaigns/audience?targetAudience=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^targetAudience must be one of/);

    const sent = await t.staff.request('POST', '/api/admin/email-campaigns', { ...draft, name: 'Diwali', targetAudience: 'all_users' });
    expect(sent.json().data.recipients.total).toBe(3);
  });
});
