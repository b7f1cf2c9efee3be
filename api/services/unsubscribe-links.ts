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
 * A newsletter template (staff may have written their own) that lost the unsubscribe link gets it
 * back in its footer: every newsletter mail carries it (design §6).
 */
export function withUnsubscribeLink<Template extends { html: string; footer?: string }>(template: Template): Template {
  if (/\{\{\s*unsubscribeUrl\s*\}\}/.test(template.html)) return template;
  return { ...template, footer: '<p style="margin:0 0 8px"><a href="{{unsubscribeUrl}}">Unsubscribe</a> from this newsletter at any time.</p>' };
}
