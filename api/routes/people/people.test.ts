import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';
import { subscribeConfirmed, unsubscribeByLink } from '../../test/newsletter.ts';
import { busyPerson, LONG_ADDRESS } from '../../test/people.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

const timeline = async (email: string) => (await staff.get(`/api/admin/people/${encodeURIComponent(email)}`)).json().data;
const texts = async (email: string) => (await timeline(email)).entries.map((entry: { text: string }) => entry.text).reverse();

describe('one timeline per e-mail address', () => {
  it("tells a person's story in order: code, message, staff work on it, newsletter, mails", async () => {
    const cookie = await verifyEmail(ctx, 'Asha@Example.com');
    ctx.clock.advance(1000);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie },
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'A new shop', message: 'Can you build it?' },
    });
    expect(sent.statusCode).toBe(200);
    const { id } = await ctx.app.db.selectFrom('contacts').select('id').executeTakeFirstOrThrow();
    ctx.clock.advance(1000);
    await staff.request('PUT', `/api/admin/leads/contact/${id}/pipeline`, { status: 'contacted' });
    ctx.clock.advance(1000);
    await staff.request('POST', `/api/admin/leads/contact/${id}/notes`, { body: 'Wants it before Diwali' });
    ctx.clock.advance(1000);
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    ctx.clock.advance(1000);
    await unsubscribeByLink(ctx.app, 'asha@example.com');

    const story = await texts('ASHA@example.com');
    const steps = [
      'Asked for a verification code',
      'Verified the address with a code',
      'Sent a message: "A new shop"',
      'Stage: New -> Contacted (by staff@example.com)',
      'Note by staff@example.com: Wants it before Diwali',
      'Confirmed the newsletter subscription',
      'Left the newsletter by the link in a mail',
    ];
    // In this order, with the mails (code, confirmation, welcome, notifications) in between.
    expect(story.filter((text: string) => steps.includes(text))).toEqual(steps);
    expect(story).toContainEqual(expect.stringMatching(/^Signed up for the newsletter/));
    expect(story).toContainEqual(expect.stringMatching(/^Mail ".*verification code.*" (sent|queued|being sent)$/i));
    const lead = (await timeline('asha@example.com')).entries.find((entry: { text: string }) => entry.text.startsWith('Sent a message'));
    expect(lead.lead).toEqual({ kind: 'contact', id });
  });

  it('shows nothing of other addresses, answers an empty history for a stranger, and refuses a non-address', async () => {
    await verifyEmail(ctx, 'other@example.com');
    expect((await timeline('nobody@example.com')).entries).toEqual([]);
    const bad = await staff.get('/api/admin/people/not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/people/other%40example.com' })).statusCode).toBe(401);
  });
});

describe("a person's data rights", () => {
  it('exports everything held on an address as a JSON download', async () => {
    await busyPerson(ctx, staff, { email: 'asha@example.com', name: 'Asha', phone: '9826012345', words: '7 Lotus Road' });
    await ctx.smtp.waitForMail((m) => m.to.includes('asha@example.com') && /welcome/i.test(m.subject));
    const answer = await staff.get('/api/admin/people/asha%40example.com/export');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="personal-data-asha@example.com.json"');
    const data = answer.json();
    expect(data.messages).toEqual([expect.objectContaining({ name: 'Asha', subject: 'A new shop', message: 'Hello, Asha here, at 7 Lotus Road' })]);
    expect(data.quoteRequests).toEqual([expect.objectContaining({ service: 'web-development', budget: 'under-100k' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'unsubscribed' })]);
    expect(data.mails.length).toBeGreaterThanOrEqual(3);
    const texts = data.timeline.map((entry: { text: string }) => entry.text);
    // Staff notes are the person's to read; why staff marked the lead lost is the agency's own.
    expect(texts).toContain('Note by staff@example.com: Call Asha back about 7 Lotus Road');
    expect(texts).toContain('Stage: New -> Lost (by staff@example.com)');
    expect(answer.body).not.toContain('chose a cousin');
    const staffTimeline = (await staff.get('/api/admin/people/asha%40example.com')).json().data.entries.map((entry: { text: string }) => entry.text);
    expect(staffTimeline).toContain('Stage: New -> Lost (Asha chose a cousin) (by staff@example.com)');
  });
});

describe('a person with an address of over 100 characters', () => {
  const email = LONG_ADDRESS;
  const path = `/api/admin/people/${encodeURIComponent(email)}`;

  it('is opened, exported and erased by staff like anyone else', async () => {
    await busyPerson(ctx, staff, { email, name: 'Ramachandra', phone: '9826012345', words: '12 Napier Town' });
    const opened = await staff.get(path);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.entries.map((entry: { text: string }) => entry.text)).toContain('Sent a message: "A new shop"');
    const exported = await staff.get(`${path}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().messages).toEqual([expect.objectContaining({ name: 'Ramachandra' })]);
    const erased = await staff.request('DELETE', path);
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await staff.get(path)).json().data.entries).toEqual([]);
  });
});
