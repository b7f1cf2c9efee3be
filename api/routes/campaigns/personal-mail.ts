import type { CampaignInput } from '../../../shared/api/campaigns.ts';
import { fillTemplate, htmlToText } from '../../mail/templates.ts';
import { listHeaders, unsubscribePageUrl } from '../../services/unsubscribe-links.ts';

/**
 * Who may be unsubscribed how. Newsletter subscribers use their subscriber token, so the
 * newsletter's own one-click route and unsubscribe page work. Contact and quote senders who
 * never subscribed must not be added to the newsletter (not even as 'unsubscribed', which would
 * show them in the subscriber list as people who once subscribed): they get a token in
 * mail_opt_outs instead, honoured by this folder's opt-out routes. Any opt-out - an
 * unsubscribed subscriber or an opted-out contact - keeps an address out of later campaigns
 * drawn from contacts.
 */
export interface Recipient {
  email: string;
  optOut: { kind: 'newsletter' | 'campaigns'; token: string };
}

/** What a personal campaign mail needs besides its recipient. */
export interface PersonalMailContext {
  publicUrl: string;
  siteName: string;
}

export const optOutPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/campaigns/opt-out/${encodeURIComponent(token)}`;

/** The campaign's HTML with its variables filled, plus the personal unsubscribe footer and headers. */
export function personalMail(input: Pick<CampaignInput, 'subject' | 'content'>, recipient: Recipient, ctx: PersonalMailContext) {
  const { email, optOut } = recipient;
  const newsletter = optOut.kind === 'newsletter';
  const unsubscribeUrl = newsletter
    ? unsubscribePageUrl(ctx.publicUrl, email, optOut.token)
    : optOutPageUrl(ctx.publicUrl, optOut.token);
  const vars = { email, siteName: ctx.siteName, unsubscribeUrl };
  const reason = newsletter ? 'you subscribed to the {{siteName}} newsletter' : 'you contacted {{siteName}}';
  const footer =
    `<hr><p style="font-size:12px;color:#666">You receive this e-mail because ${reason}. ` +
    '<a href="{{unsubscribeUrl}}">Unsubscribe</a> and we will not send you such e-mails again.</p>';
  const html = fillTemplate(input.content, vars) + fillTemplate(footer, vars);
  const headers = listHeaders(ctx.publicUrl, optOut.token);
  // Contacts opt out through this folder's route; the List-Post and List-Id headers stay alike.
  if (!newsletter) headers['List-Unsubscribe'] = `<${optOutPageUrl(ctx.publicUrl, optOut.token)}>`;
  const subject = fillTemplate(input.subject, vars, (v) => v.replace(/[\r\n]+/g, ' ')).slice(0, 250);
  return { subject, html, text: htmlToText(html), headers };
}
