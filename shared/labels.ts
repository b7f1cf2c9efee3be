import type { CampaignAudience, TemplateType } from './constants.ts';
import { LEAD_STATUS_LABELS } from './api/pipeline.ts';

/**
 * What a person reads for each stored code, one map per concept: the admin screens, the mails and
 * the exports all name a code through these, so no screen shows 'newsletter_subscribers' and
 * another 'Newsletter subscribers'. (Quote options and lead stages: lead-labels.ts, api/pipeline.ts.)
 */

export const CAMPAIGN_AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  newsletter_subscribers: 'Newsletter subscribers',
  all_users: 'All users (subscribers and leads)',
  contacts: 'Contacts and quote senders',
};

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  email_campaign: 'Campaign mail',
  newsletter_welcome: 'Newsletter welcome',
  contact_notification: 'New lead (to the agency)',
  welcome_confirmation: 'Lead confirmation (to the sender)',
  otp_verification: 'Verification code',
};

/** A data rights request as staff read it (the visitor's own words are on /your-data). */
export const RIGHTS_REQUEST_LABELS: Record<'correction' | 'erasure', string> = { correction: 'Correction', erasure: 'Erasure' };

/** What an erasure removed, by the name its summary gives each kind of record (api/routes/people/erase.ts). */
export const ERASED_RECORD_LABELS: Record<string, string> = {
  contacts: 'Contact messages',
  quotes: 'Quote requests',
  'contact alerts': 'Alerts on contact messages',
  'quote alerts': 'Alerts on quote requests',
  'contact history': 'Contact message history',
  'quote history': 'Quote request history',
  subscribers: 'Newsletter subscriptions',
  mails: 'Mails',
  otp_codes: 'Verification codes',
  otp_sends: 'Verification code mails',
  verifications: 'Verified addresses',
  newsletter_confirm_sends: 'Newsletter confirmation mails',
  mail_opt_outs: 'Mail opt-outs',
  person_events: 'Timeline entries',
  consents: 'Consent records',
  'page views': 'Page views',
  'staff activity redacted': 'Staff activity entries redacted',
};

/** Field names whose words alone would read wrong or raw ('mime', 'otp'); the rest read from their camelCase. */
const FIELD_LABELS: Record<string, string> = {
  mime: 'File type',
  email: 'E-mail',
  supportEmail: 'Support e-mail',
  originalName: 'File name',
  url: 'Address',
  liveUrl: 'Live site',
  github: 'GitHub',
  htmlContent: 'Content',
  templateType: 'Type',
  targetAudience: 'Audience',
  contactInfo: 'Contact details',
  siteInfo: 'Site',
  socialLinks: 'Social links',
  whatsapp: 'WhatsApp',
  seo: 'SEO',
  otp: 'Code',
  sentAt: 'Sent',
  followUpOn: 'Follow-up',
  ownerId: 'Owner',
  ...ERASED_RECORD_LABELS,
};

/** 'contactInfo.phone' -> 'Contact details › Phone', 'targetAudience' -> 'Audience'. */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) => {
      if (FIELD_LABELS[part]) return FIELD_LABELS[part];
      const words = part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** 'image/png' -> 'PNG image', 'application/pdf' -> 'PDF document'; an unknown type as stored. */
export function mimeLabel(mime: string): string {
  const [kind, subtype = ''] = mime.split('/');
  const name = subtype.replace(/^(x-|vnd\.)/, '').replace(/\+xml$/, '').toUpperCase();
  if (kind === 'image') return `${name} image`;
  if (mime === 'application/pdf') return 'PDF document';
  if (kind === 'video' || kind === 'audio') return `${name} ${kind}`;
  return mime;
}

/** A day kept as YYYY-MM-DD (a follow-up) as people read it: '24 Dec 2026'; anything else as stored. */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A stored value of a field as people read it, where the field holds a code; undefined for others. */
const VALUE_LABELS: Record<string, (value: string) => string | undefined> = {
  targetAudience: (value) => CAMPAIGN_AUDIENCE_LABELS[value as CampaignAudience],
  templateType: (value) => TEMPLATE_TYPE_LABELS[value as TemplateType],
  status: (value) => LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS],
  mime: mimeLabel,
  followUpOn: dayLabel,
};

/** The value `field` (its last name, e.g. 'targetAudience') holds, named for people; other values as they are. */
export function valueLabel(field: string, value: string): string {
  return VALUE_LABELS[field]?.(value) ?? value;
}
