import type { SiteSettings } from '../../shared/api/config.ts';
import { BRAND_COLOURS as C } from '../media/brand.ts';
import { escapeHtml, htmlToText } from './html.ts';

/** Where the logo is served as a PNG: many mail clients show no SVG. */
export const MAIL_LOGO_PATH = '/mail-logo.png';

/** Who a mail is from, as its header and footer show it. */
export interface MailBrand {
  name: string;
  /** The site's public address: the logo and the header's link are absolute, a mail is read far from the site. */
  publicUrl: string;
  /** The agency's postal address on one line. */
  address: string;
}

/** The brand of the site's settings, at its public address. */
export const mailBrand = ({ siteInfo, contactInfo }: SiteSettings, publicUrl: string): MailBrand => ({
  name: siteInfo.name,
  publicUrl,
  address: [contactInfo.address, contactInfo.city, contactInfo.state, contactInfo.country].filter((part) => part.trim()).join(', '),
});

export interface MailContent {
  subject: string;
  /** The mail's own HTML, variables filled in and escaped. */
  html: string;
  /** HTML for the footer above the agency's address (a campaign's unsubscribe line). */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const FONT = "font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/**
 * Every mail the site sends, in one layout: the logo and name on the site's navy band, the
 * content, and a footer with the agency's name and address. Layout tables and inline styles only:
 * many mail clients drop <style> and ignore max-width on anything but a table. The plain-text part
 * is made from the same parts, so both say the same words and carry the same links.
 */
export function composeMail(brand: MailBrand, content: MailContent): RenderedMail {
  const name = escapeHtml(brand.name);
  const home = escapeHtml(`${brand.publicUrl}/`);
  const signature = `<p style="margin:0">${name}${brand.address ? `<br>${escapeHtml(brand.address)}` : ''}</p>`;
  const footer = (content.footer ?? '') + signature;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${C.tint}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.tint}"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${C.line};border-radius:14px;border-collapse:separate">` +
    `<tr><td style="background:${C.navy};border-bottom:4px solid ${C.accent};border-radius:13px 13px 0 0;padding:16px 24px">` +
    `<a href="${home}" style="color:#ffffff;text-decoration:none;${FONT};font-size:18px;font-weight:600;line-height:40px">` +
    `<img src="${escapeHtml(brand.publicUrl + MAIL_LOGO_PATH)}" width="40" height="40" alt="" style="border:0;border-radius:8px;vertical-align:middle;margin-right:12px">` +
    `<span style="color:#ffffff;vertical-align:middle">${name}</span></a></td></tr>` +
    `<tr><td style="padding:24px;${FONT};font-size:16px;line-height:1.6;color:${C.ink};word-break:break-word">${content.html}</td></tr>` +
    `<tr><td style="padding:16px 24px;border-top:1px solid ${C.line};${FONT};font-size:12px;line-height:1.5;color:${C.soft}">${footer}</td></tr>` +
    '</table></td></tr></table></body></html>';
  const footerText = [content.footer && htmlToText(content.footer), signatureText(signature)].filter(Boolean).join('\n\n');
  const text = [`${brand.name} [${brand.publicUrl}/]`, htmlToText(content.html), `--\n${footerText}`].join('\n\n');
  return { subject: content.subject, html, text };
}

/**
 * The signature's text, converted once while the brand stays the same: every mail ends with it,
 * and converting HTML to text was about a twelfth of a lead's processor time (two mails, each a
 * body and a signature).
 */
let lastSignature = { html: '', text: '' };
function signatureText(html: string): string {
  if (lastSignature.html !== html) lastSignature = { html, text: htmlToText(html) };
  return lastSignature.text;
}
