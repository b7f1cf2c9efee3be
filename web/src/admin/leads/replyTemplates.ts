import type { EmailTemplate } from '../../../../shared/api/email-templates';
import type { LeadReply } from '../../../../shared/api/pipeline';

/** A template's HTML as the plain text a reply is written in: paragraphs and line breaks kept. */
function templateText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li)>/gi, '\n\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** A reply started from a template, addressed to the lead by name. */
export const replyFromTemplate = (template: EmailTemplate, name: string): LeadReply => ({
  subject: template.subject,
  message: templateText(template.htmlContent).replace(/\{\{\s*name\s*\}\}/g, name),
});

/** A reply before staff write it: a greeting by name. */
export const blankReply = (name: string): LeadReply => ({ subject: '', message: `Hello ${name},\n\n` });
