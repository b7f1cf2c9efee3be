import { resolveSitePaths } from '../../../../shared/posts';
import { canShow } from '../content/imageLinks';

/**
 * The server's preview HTML ready for the dashboard: site paths resolved against the site (the
 * desktop app's pages are not the site's), and a picture the page may not load (the desktop's
 * policy takes https: only, a LAN server may be plain http:) shown as its description instead of
 * a blocked image. DOMParser's document is inert: nothing in it loads while it is rewritten.
 */
export function previewHtml(html: string, siteLink: (path: string) => string): string {
  const document = new DOMParser().parseFromString(resolveSitePaths(html, siteLink), 'text/html');
  for (const img of document.querySelectorAll('img')) {
    if (canShow(img.getAttribute('src') ?? '')) continue;
    const described = document.createElement('span');
    described.className = 'adm-muted';
    described.textContent = `[Picture: ${img.alt}]`;
    (img.closest('picture') ?? img).replaceWith(described);
  }
  return document.body.innerHTML;
}
