import { SITE_ROUTES } from '../../../shared/site-routes.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** sitemap.xml: every page of the sitemap page's groups, plus extra paths (e.g. projects). */
export function buildSitemapXml(publicUrl: string, extraPaths: string[] = []): string {
  const paths = [...SITE_ROUTES.filter((r) => r.group).map((r) => r.path), ...extraPaths];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
