/**
 * The Open Graph image of a page, made at build time (web/build-assets) for each route of the route
 * table, and by the server for each Insights post; other pages the build cannot know (projects,
 * not-found) share the site's own image, and so does the home page: shared, it stands for the site
 * (its name and tagline), not for a page called 'Home'.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
export const SITE_OG_IMAGE = '/og/site.png';

export function ogImagePath(pathname: string, indexed: boolean): string {
  const post = /^\/insights\/([^/]+)$/.exec(pathname)?.[1];
  if (indexed && post) return `/og/insights/${post}.png`;
  if (!indexed || pathname === '/' || pathname.startsWith('/projects/')) return SITE_OG_IMAGE;
  const slug = pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/og/${slug}.png`;
}
