import { newsletterConfirmPage } from '../../../shared/newsletter-confirm.ts';
import { OTP_MAX_PER_ADDRESS_PER_HOUR, OTP_RESEND_COOLDOWN_SECONDS } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailBrand } from '../../mail/layout.ts';
import { renderMail, type MailTemplate } from '../../mail/templates.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The site's page the confirmation mail links to (a button on it confirms). */
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}${newsletterConfirmPage({ token })}`;

/**
 * Built in rather than a staff template: the spec's template types have no confirmation mail, and
 * this text only asks the reader to confirm. The visitor's own words never appear in it.
 */
const CONFIRMATION: MailTemplate = {
  subject: 'Please confirm your subscription to the {{siteName}} newsletter',
  html:
    '<p>Hello,</p><p>Someone, hopefully you, asked for the {{siteName}} newsletter at {{email}}. ' +
    'Nothing will be sent until you confirm: <a href="{{confirmUrl}}">confirm my subscription</a>.</p>' +
    '<p>If you did not ask for it, ignore this e-mail and you will not hear from us again.</p>',
};

/**
 * Queues a confirmation mail unless this address had one in the last 60 s or 5 in the last hour
 * (the limits of verification codes, design §5), so nobody can mail-bomb an address through the
 * subscribe box. Run inside the caller's transaction; true when a mail was queued.
 */
export async function queueConfirmation(
  trx: Db,
  input: { email: string; token: string; brand: MailBrand; now: number },
): Promise<boolean> {
  const { email, now } = input;
  await trx.deleteFrom('newsletter_confirm_sends').where('created_at', '<=', now - HOUR_MS).execute();
  const sent = await trx
    .selectFrom('newsletter_confirm_sends')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('created_at').as('newest')])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const newest = Number(sent.newest ?? 0);
  if ((newest && now - newest < OTP_RESEND_COOLDOWN_SECONDS * 1000) || Number(sent.n) >= OTP_MAX_PER_ADDRESS_PER_HOUR) return false;
  const { brand } = input;
  const mail = renderMail(CONFIRMATION, { email, siteName: brand.name, confirmUrl: confirmUrl(brand.publicUrl, input.token) }, brand);
  await enqueueMail(trx, { ...mail, kind: 'newsletter-confirm', to: email }, now);
  await trx.insertInto('newsletter_confirm_sends').values({ email, created_at: now }).execute();
  return true;
}
