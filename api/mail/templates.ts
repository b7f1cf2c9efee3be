import { MAIL_SUBJECT_MAX_LENGTH } from '../../shared/api/common.ts';
import type { TemplateType } from '../../shared/constants.ts';
import { wholeLettersWithin } from '../../shared/whole-letters.ts';
import type { Db } from '../db/connect.ts';
import { escapeHtml } from './html.ts';
import { composeMail, type MailBrand, type RenderedMail } from './layout.ts';

export type TemplateVars = Record<string, string | number | undefined>;

/**
 * Replaces {{name}}-style variables; values are HTML-escaped, unknown variables become empty.
 * Only the object's own keys count: {{constructor}} or {{toString}} must not reach inherited ones.
 */
export function fillTemplate(template: string, vars: TemplateVars, escape = escapeHtml): string {
  return template.replace(/\{\{\s*([a-zA-Z][\w]*)\s*\}\}/g, (_, key: string) =>
    escape(String(Object.hasOwn(vars, key) ? (vars[key] ?? '') : '')),
  );
}

export interface MailTemplate {
  subject: string;
  html: string;
}

/** Built-in texts used when staff have not saved a template of that type. */
export const DEFAULT_TEMPLATES: Record<TemplateType, MailTemplate> = {
  otp_verification: {
    subject: 'Your verification code for {{siteName}}',
    html:
      '<p>Hello,</p><p>Your verification code is <strong style="font-size:20px;letter-spacing:4px">{{otp}}</strong>.</p>' +
      '<p>It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.</p><p>{{siteName}}</p>',
  },
  contact_notification: {
    subject: 'New {{kind}} from {{name}}',
    html:
      '<p>A new {{kind}} arrived on the website.</p><p><strong>Name:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}<br>' +
      '<strong>Phone:</strong> {{phone}}<br><strong>Subject:</strong> {{subject}}</p><p>{{details}}</p><p style="white-space:pre-wrap">{{message}}</p>',
  },
  welcome_confirmation: {
    subject: 'We received your {{kind}} - {{siteName}}',
    html:
      '<p>Hello {{name}},</p><p>Thank you for contacting {{siteName}}. We received your {{kind}} about "{{subject}}" and will reply within one working day.</p>' +
      '<p>{{siteName}}<br>{{phone}}</p>',
  },
  newsletter_welcome: {
    subject: 'Welcome to the {{siteName}} newsletter',
    html:
      '<p>Hello,</p><p>You are now subscribed to news from {{siteName}}: new work, tips and offers, about once a month.</p>' +
      '<p>You can leave at any time: <a href="{{unsubscribeUrl}}">unsubscribe</a>.</p>',
  },
  email_campaign: {
    subject: '{{subject}}',
    html: '{{content}}',
  },
};

/** The newest saved template of each type, else the built-in one; one query for all of them. */
export async function loadTemplates<T extends TemplateType>(db: Db, types: readonly T[]): Promise<Record<T, MailTemplate>> {
  const saved = await db
    .selectFrom('email_templates')
    .select(['template_type', 'subject', 'html_content'])
    .where('template_type', 'in', types)
    .orderBy('updated_at', 'desc')
    .execute();
  const pick = (type: T): MailTemplate => {
    const newest = saved.find((row) => row.template_type === type);
    return newest ? { subject: newest.subject, html: newest.html_content } : DEFAULT_TEMPLATES[type];
  };
  return Object.fromEntries(types.map((type) => [type, pick(type)])) as Record<T, MailTemplate>;
}

/** The newest saved template of a type, else the built-in one. */
export async function loadTemplate(db: Db, type: TemplateType): Promise<MailTemplate> {
  return (await loadTemplates(db, [type]))[type];
}

export async function renderSystemMail(db: Db, type: TemplateType, vars: TemplateVars, brand: MailBrand): Promise<RenderedMail> {
  return renderMail(await loadTemplate(db, type), vars, brand);
}

/**
 * A subject as a mail carries it: within the subjects' length, cut between whole letters (a
 * filled-in variable can take it over, and half an emoji at the end shows as a broken character).
 */
export const fitSubject = (subject: string): string => wholeLettersWithin(subject, MAIL_SUBJECT_MAX_LENGTH);

/** A template filled in and laid out; `footer` (HTML, variables filled too) goes above the agency's address. */
export function renderMail(template: MailTemplate & { footer?: string }, vars: TemplateVars, brand: MailBrand): RenderedMail {
  // Subjects are plain text headers: no HTML escaping, but no line breaks either.
  const subject = fitSubject(fillTemplate(template.subject, vars, (v) => v.replace(/[\r\n]+/g, ' ')));
  return composeMail(brand, { subject, html: fillTemplate(template.html, vars), footer: template.footer && fillTemplate(template.footer, vars) });
}
