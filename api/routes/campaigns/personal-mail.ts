import type { CampaignInput } from '../../../shared/api/campaigns.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import { mailBrand } from '../../mail/layout.ts';
import { renderMail } from '../../mail/templates.ts';
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
  /** The agency's postal address on one line (the mail's footer). */
  address: string;
}

/** A campaign's sender as the site's settings name it. */
export function personalMailContext(settings: SiteSettings, publicUrl: string): PersonalMailContext {
  const { name, address } = mailBrand(settings, publicUrl);
  return { publicUrl, siteName: name, address };
}

export const optOutPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/campaigns/opt-out/${encodeURIComponent(token)}`;

/** The campaign's mail with its variables filled, in the site's layout with the personal unsubscribe footer, and its headers. */
export function personalMail(input: Pick<CampaignInput, 'subject' | 'content'>, recipient: Recipient, ctx: PersonalMailContext) {
  const { email, optOut } = recipient;
  const newsletter = optOut.kind === 'newsletter';
  const unsubscribeUrl = newsletter
    ? unsubscribePageUrl(ctx.publicUrl, email, optOut.token)
    : optOutPageUrl(ctx.publicUrl, optOut.token);
  const vars = { email, siteName: ctx.siteName, unsubscribeUrl };
  const reason = newsletter ? 'you subscribed to the {{siteName}} newsletter' : 'you contacted {{siteName}}';
  const footer =
    `<p style="margin:0 0 8px">You receive this e-mail because ${reason}. ` +
    '<a href="{{unsubscribeUrl}}">Unsubscribe</a> and we will not send you such e-mails again.</p>';
  const brand = { name: ctx.siteName, publicUrl: ctx.publicUrl, address: ctx.address };
  const mail = renderMail({ subject: input.subject, html: input.content, footer }, vars, brand);
  const headers = listHeaders(ctx.publicUrl, optOut.token);
  // Contacts opt out through this folder's route; the List-Post and List-Id headers stay alike.
  if (!newsletter) headers['List-Unsubscribe'] = `<${optOutPageUrl(ctx.publicUrl, optOut.token)}>`;
  return { ...mail, headers };
}
