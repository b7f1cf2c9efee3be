import { describe, expect, it } from 'vitest';
import { signedInApp } from '../test/admin.ts';
import { verifyEmail } from '../test/app.ts';
import { seedActiveSubscribers } from '../test/newsletter.ts';

/**
 * Transactional mail has a lane of its own (design §11): a campaign of any size, all of it due and
 * crawling through a slow mail server, never holds back a visitor's code or a lead's mails. Both
 * engines; across server processes in mail-campaign.fault.test.ts.
 */
const current = signedInApp({ campaigns: { ratePerMinute: 600_000 } });
const RECIPIENTS = 300;

const isCampaignMail = (envelope: { to: string[] }) => envelope.to[0].startsWith('reader-');
/** Campaign mails the server took before the first mail to `to`. */
const campaignMailsBefore = (to: string) => {
  const { envelopes } = current.ctx.smtp;
  const at = envelopes.findIndex((e) => e.to.includes(to));
  expect(at).toBeGreaterThanOrEqual(0);
  return envelopes.slice(0, at).filter(isCampaignMail).length;
};

describe('the transactional lane', () => {
  it('sends a code, a lead notification and its confirmation ahead of a campaign already due', async () => {
    const { ctx, staff } = current;
    const readers = Array.from({ length: RECIPIENTS }, (_, i) => `reader-${i}@example.com`);
    await seedActiveSubscribers(ctx.app.db, readers);
    // 30 ms a message over the campaign's 3 connections: the campaign takes about 3 s.
    ctx.smtp.setAnswerMs(30);
    const created = await staff.request('POST', '/api/admin/email-campaigns', {
      name: 'Backlog',
      subject: 'Monsoon offers',
      content: '<p>Hello {{email}}</p>',
      targetAudience: 'newsletter_subscribers',
    });
    expect(created.statusCode).toBe(201);
    ctx.clock.advance(1000);
    ctx.app.outbox.kick('campaign');
    await expect.poll(() => ctx.smtp.envelopes.length, { interval: 20 }).toBeGreaterThanOrEqual(20);

    // A visitor (a look-alike of the agency's own address) verifies and writes meanwhile.
    const visitor = 'asha.contact-form@example.com';
    const cookie = await verifyEmail(ctx, visitor);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie },
      payload: { name: 'Asha Verma', email: visitor, subject: 'A website for our café', message: 'Bonjour, we need a site in Hindi and English.' },
    });
    expect(sent.statusCode).toBe(200);
    const agency = (await ctx.app.inject({ url: '/api/config' })).json().data.contactInfo.email as string;
    await expect.poll(() => ctx.smtp.messages.filter((m) => m.to.includes(visitor)).length).toBe(2);
    await expect.poll(() => ctx.smtp.messages.some((m) => m.to.includes(agency) && m.subject.includes('Asha Verma'))).toBe(true);

    // Each arrived with most of the campaign still to go: none waited behind it. The visitor's
    // second mail (the confirmation) is counted from its own place.
    const [, confirmation] = ctx.smtp.envelopes.filter((e) => e.to.includes(visitor));
    const beforeConfirmation = ctx.smtp.envelopes.slice(0, ctx.smtp.envelopes.indexOf(confirmation)).filter(isCampaignMail).length;
    for (const taken of [campaignMailsBefore(visitor), campaignMailsBefore(agency), beforeConfirmation]) expect(taken).toBeLessThan(RECIPIENTS / 2);

    // And the campaign itself still reaches everybody once.
    await expect.poll(() => ctx.smtp.envelopes.filter(isCampaignMail).length, { timeout: 30_000 }).toBe(RECIPIENTS);
    expect(new Set(ctx.smtp.envelopes.filter(isCampaignMail).flatMap((e) => e.to)).size).toBe(RECIPIENTS);
  }, 60_000);
});
