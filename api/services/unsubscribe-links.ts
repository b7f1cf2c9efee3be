/**
 * Personal unsubscribe link and the RFC 8058 one-click headers that every newsletter or
 * campaign mail carries (design §6). The token, not the address, identifies the subscriber.
 */
export function unsubscribePageUrl(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

export function oneClickUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/one-click/${encodeURIComponent(token)}`;
}

export function listHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Newsletter <newsletter.${new URL(publicUrl).hostname}>`,
  };
}

/**
 * A newsletter mail whose template (staff may have written their own) lost the unsubscribe link
 * gets it back as a footer: every newsletter mail carries it (design §6).
 */
export function withUnsubscribeLink<Mail extends { html: string; text: string }>(mail: Mail, unsubscribeUrl: string, toText: (html: string) => string): Mail {
  const escaped = unsubscribeUrl.replace(/&/g, '&amp;');
  if (mail.html.includes(escaped) || mail.html.includes(unsubscribeUrl)) return mail;
  const html = `${mail.html}<hr><p style="font-size:12px;color:#666"><a href="${escaped}">Unsubscribe</a> from this newsletter at any time.</p>`;
  return { ...mail, html, text: toText(html) };
}
