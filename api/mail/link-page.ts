import { escapeHtml } from './html.ts';

/**
 * The small server-made page a link in one of our mails opens (campaign opt-out, newsletter
 * confirmation). Such a page only asks: the action is its form's POST, so mail scanners that
 * follow links change nothing. `body` is HTML the caller has escaped.
 */
export const linkPage = (title: string, siteName: string, body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  `<meta name="robots" content="noindex"><title>${escapeHtml(title)} - ${escapeHtml(siteName)}</title></head>` +
  // No inline style: these answers carry the API's CSP (default-src 'none'), which blocks it.
  `<body>${body}</body></html>`;

/** A one-button form that posts back to `action`. */
export const buttonForm = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
