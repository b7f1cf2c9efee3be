import type { Campaign } from '../../../shared/api/campaigns.ts';
import type { PostNewsletterDraft } from '../../../shared/api/posts.ts';
import { AGENCY_TIME_ZONE } from '../../../shared/agency-time.ts';
import { postPath } from '../../../shared/posts.ts';
import type { Db } from '../../db/connect.ts';
import { escapeHtml } from '../../mail/html.ts';
import { fitSubject } from '../../mail/templates.ts';
import { BRAND_COLOURS as C } from '../../media/brand.ts';
import { createCampaign, type CampaignContext } from '../campaigns/campaigns.ts';
import { absoluteUrl, withAbsoluteUrls } from '../../services/posts/markdown.ts';
import { isLive, type PostRow } from '../../services/posts/post-records.ts';

/** A campaign's content fills {{name}} variables; a post's own braces (code samples) stay as written. */
const literalBraces = (html: string) => html.replace(/\{\{/g, '&#123;&#123;');
/** The subject is filled too but is no HTML: an invisible word joiner keeps "{{" from reading as a variable. */
const literalSubjectBraces = (text: string) => text.replace(/\{\{/g, '{\u2060{');

/** When a post went out, as staff in India read it: their day and time, whatever the server's zone. */
const agencyMoment = (at: number) =>
  `${new Date(at).toLocaleString('en-IN', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })} (India time)`;

const BUTTON = `display:inline-block;padding:12px 20px;background:${C.blue};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600`;

/**
 * The campaign a post makes: its cover, title and excerpt, and a link to its page; with `fullText`
 * the whole article too. Every address in it is absolute: a mail is read far from the site.
 */
export function newsletterDraft(row: PostRow, site: { publicUrl: string; fullText: boolean }): PostNewsletterDraft {
  const url = site.publicUrl + postPath(row.slug);
  const cover = row.cover_image
    ? `<p><a href="${escapeHtml(url)}"><img src="${escapeHtml(absoluteUrl(row.cover_image, site.publicUrl))}" alt="${escapeHtml(row.cover_alt)}" width="600" style="width:100%;max-width:600px;height:auto;border-radius:8px"></a></p>`
    : '';
  const content = [
    cover,
    `<h1 style="font-size:24px;line-height:1.3"><a href="${escapeHtml(url)}" style="color:${C.ink};text-decoration:none">${escapeHtml(row.title)}</a></h1>`,
    `<p style="font-size:16px;color:${C.soft}">${escapeHtml(row.excerpt)}</p>`,
    site.fullText ? withAbsoluteUrls(row.html, site.publicUrl) : '',
    `<p><a href="${escapeHtml(url)}" style="${BUTTON}">${site.fullText ? 'Open it on the website' : 'Read the article'}</a></p>`,
  ].join('\n');
  const sent = row.newsletter_campaign_id && row.newsletter_sent_at !== null ? { campaignId: row.newsletter_campaign_id, sentAt: new Date(row.newsletter_sent_at).toISOString() } : null;
  return {
    name: `Insights: ${row.title}`.slice(0, 120),
    subject: fitSubject(literalSubjectBraces(row.title)),
    content: literalBraces(content),
    targetAudience: 'newsletter_subscribers',
    lastSent: sent,
  };
}

export type NewsletterSend =
  | { ok: true; campaign: Campaign }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Sends a public post to the confirmed subscribers as a campaign (the campaign tools do the rest:
 * pacing, unsubscribe links, the outbox). Once per post: another send needs `confirmResend`, the
 * id of the last campaign staff were shown, so a double click or two staff confirming the same
 * send again make one more send, not two. The claim is one conditional statement on the number of
 * sends this request saw, so of two sends at once (two staff, two instances) exactly one goes out.
 */
export async function sendPostNewsletter(
  db: Db,
  id: string,
  options: { fullText: boolean; confirmResend?: string; publicUrl: string; campaign: CampaignContext },
): Promise<NewsletterSend> {
  const { now } = options.campaign;
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, status: 404, message: 'Post not found' };
  if (!isLive(row, now)) return { ok: false, status: 409, message: 'Only a published post can be sent as a newsletter' };
  const seen = row.newsletter_sends;
  const previous = { campaignId: row.newsletter_campaign_id, sentAt: row.newsletter_sent_at };
  if (seen > 0 && !options.confirmResend) {
    return { ok: false, status: 409, message: `This post was already sent as a newsletter on ${agencyMoment(previous.sentAt ?? now)}. Confirm to send it again (confirmResend).` };
  }
  if (seen > 0 && options.confirmResend !== previous.campaignId) {
    return { ok: false, status: 409, message: 'This post has been sent again since you looked: check its last send before sending it once more' };
  }
  // The campaign id stays empty while the new one is made: a confirmation naming the old one no longer matches.
  const claimed = await db
    .updateTable('posts')
    .set({ newsletter_sends: seen + 1, newsletter_sent_at: now, newsletter_campaign_id: null })
    .where('id', '=', id)
    .where('newsletter_sends', '=', seen)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return { ok: false, status: 409, message: 'This post was just sent as a newsletter by someone else' };
  try {
    const { lastSent: _lastSent, ...draft } = newsletterDraft(row, { publicUrl: options.publicUrl, fullText: options.fullText });
    const campaign = await createCampaign(db, draft, options.campaign);
    await db.updateTable('posts').set({ newsletter_campaign_id: campaign._id }).where('id', '=', id).execute();
    return { ok: true, campaign };
  } catch (error) {
    // Not sent after all: the post may be sent (once) again.
    await db
      .updateTable('posts')
      .set({ newsletter_sends: seen, newsletter_sent_at: previous.sentAt, newsletter_campaign_id: previous.campaignId })
      .where('id', '=', id)
      .where('newsletter_sends', '=', seen + 1)
      .execute();
    throw error;
  }
}
