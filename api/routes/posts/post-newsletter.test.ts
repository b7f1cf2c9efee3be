import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../shared/api/campaigns.ts';
import type { PostNewsletterDraft } from '../../../shared/api/posts.ts';
import { signedInApp } from '../../test/admin.ts';
import { oneClickUnsubscribe, subscribeConfirmed } from '../../test/newsletter.ts';
import { createPost, okData } from '../../test/posts.ts';

const t = signedInApp();

const READER = 'reader.of.insights.from.jabalpur.and.katni@example.com';
const LOOKALIKE = 'r.of.insights.from.jabalpur.and.katni@example.com';

describe('sending a post as a newsletter', () => {
  it('mails confirmed subscribers the post with a link to its page and a working one-click unsubscribe', async () => {
    const { ctx, staff } = t;
    await subscribeConfirmed(ctx.app, READER);
    // Subscribed but never confirmed: gets nothing.
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: LOOKALIKE } });
    const post = await createPost(staff, {
      title: 'Hosting in India: why {{milliseconds}} matter',
      excerpt: 'Where your server sits changes how fast your site feels in Jabalpur.',
      body: 'A server in Mumbai answers in **20 ms**; one in Virginia in 250 ms.\n\n```\n{{email}} stays as written\n```',
      coverImage: '/covers/citycare-1200.webp',
      coverAlt: 'Clinic booking screens on a phone',
    });

    // The draft the campaign tools preview and test with, and how many would get it.
    const draft = okData<PostNewsletterDraft>(await staff.get(`/api/admin/posts/${post._id}/newsletter?fullText=true`));
    expect(draft).toMatchObject({ targetAudience: 'newsletter_subscribers', lastSent: null });
    expect(draft.subject.replace(/\u2060/g, '')).toBe(post.title);
    const preview = okData<{ html: string }>(await staff.request('POST', '/api/admin/email-campaigns/preview', { subject: draft.subject, content: draft.content }));
    expect(preview.html).toContain('A server in Mumbai answers in <strong>20 ms</strong>');
    expect(okData<{ total: number }>(await staff.get('/api/admin/email-campaigns/audience?targetAudience=newsletter_subscribers')).total).toBe(1);

    const sent = await staff.request('POST', `/api/admin/posts/${post._id}/newsletter`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: 'Newsletter queued for 1 subscriber', data: { recipients: { total: 1 } } });

    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(READER) && m.subject.startsWith('Hosting in India'));
    // As written (an invisible word joiner keeps the braces from being read as a variable).
    expect(mail.subject.replace(/\u2060/g, '')).toBe('Hosting in India: why {{milliseconds}} matter');
    expect(mail.html).toContain(`href="http://localhost:3000/insights/${post.slug}"`);
    expect(mail.html).toContain('src="http://localhost:3000/covers/citycare-1200.webp"');
    expect(mail.html).toContain('Where your server sits changes how fast your site feels in Jabalpur.');
    // Without fullText, the excerpt and a link, not the article.
    expect(mail.html).not.toContain('20 ms');
    expect(mail.text).toContain(`http://localhost:3000/insights/${post.slug}`);

    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const left = await oneClickUnsubscribe(ctx.app, mail);
    expect(left.statusCode).toBe(200);
    const status = async (email: string) => (await ctx.app.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;
    expect(await status(READER)).toBe('unsubscribed');
    expect(await status(LOOKALIKE)).toBe('pending');
    expect(ctx.smtp.messages.filter((m) => m.to.includes(LOOKALIKE) && m.subject === post.title)).toEqual([]);
  });

  it('puts the whole article in the mail when asked, its code braces as written', async () => {
    const { ctx, staff } = t;
    await subscribeConfirmed(ctx.app, READER);
    const post = await createPost(staff, { body: 'Read [our guide](/get-started).\n\n```\n{{email}} stays as written\n```' });
    okData(await staff.request('POST', `/api/admin/posts/${post._id}/newsletter`, { fullText: true }));
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(READER) && m.subject === post.title);
    expect(mail.html).toContain('href="http://localhost:3000/get-started"');
    expect(mail.text).toContain('{{email}} stays as written');
  });

  it('sends a post once unless staff confirm again, and once when two send at the same moment', async () => {
    const { ctx, staff } = t;
    await subscribeConfirmed(ctx.app, READER);
    const post = await createPost(staff);
    const send = (body: object = {}) => staff.request('POST', `/api/admin/posts/${post._id}/newsletter`, body);

    // Sent at 00:30 in India on 24 Nov (19:00 UTC on the 23rd): staff read the agency's day and time.
    ctx.clock.advance(9 * 60 * 60 * 1000);
    const both = await Promise.all([send(), send()]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const first = both.find((a) => a.statusCode === 201)!.json().data as Campaign;
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This post was already sent as a newsletter on 24 Nov 2026, 12:30 am (India time). Confirm to send it again (confirmResend).');
    expect(okData<PostNewsletterDraft>(await staff.get(`/api/admin/posts/${post._id}/newsletter`)).lastSent).toMatchObject({ campaignId: first._id });

    // Confirmed twice at once (a double click, two staff): one more send, not two.
    ctx.clock.advance(60_000);
    const confirmed = await Promise.all([send({ confirmResend: first._id }), send({ confirmResend: first._id })]);
    expect(confirmed.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const stale = await send({ confirmResend: first._id });
    expect([stale.statusCode, stale.json().message]).toEqual([409, 'This post has been sent again since you looked: check its last send before sending it once more']);
    const campaigns = await ctx.app.db.selectFrom('campaigns').select('name').where('name', '=', `Insights: ${post.title}`).execute();
    expect(campaigns).toHaveLength(2);
    await expect.poll(() => ctx.smtp.messages.filter((m) => m.to.includes(READER) && m.subject === post.title).length).toBe(2);
  });

  it('refuses a post that is not public', async () => {
    const { ctx, staff } = t;
    const draft = await createPost(staff, { status: 'draft' });
    const scheduled = await createPost(staff, { title: 'Later', status: 'scheduled', publishAt: new Date(ctx.clock.now + 60_000).toISOString() });
    for (const post of [draft, scheduled]) {
      const answer = await staff.request('POST', `/api/admin/posts/${post._id}/newsletter`, {});
      expect([answer.statusCode, answer.json().message]).toEqual([409, 'Only a published post can be sent as a newsletter']);
    }
    expect((await staff.request('POST', '/api/admin/posts/no-such-post/newsletter', {})).statusCode).toBe(404);
    expect(await ctx.app.db.selectFrom('campaigns').select('id').execute()).toEqual([]);
  });
});
