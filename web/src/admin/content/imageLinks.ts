/**
 * A link to one of the site's own files, pasted from the Files tab as an absolute address, is
 * stored site-relative (/uploads/...): it keeps working when the site moves to its real domain.
 */
export function siteRelative(value: string, siteUrl: string): string {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    const site = new URL(siteUrl, url);
    if (url.origin === site.origin && url.pathname.startsWith('/uploads/')) return url.pathname + url.search;
  } catch {
    // Not an absolute URL: already a path, or left for the server to judge.
  }
  return trimmed;
}

/**
 * Both hosts' page policies load pictures from their own origin or over https only (the desktop
 * app's pages are app://, its server may be plain http on a LAN): no thumbnail rather than a
 * blocked one.
 */
export function canShow(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}
