/**
 * Public routes of the spec's route table. The web router renders them, the server answers
 * 404 for any other non-API path, and sitemap.xml lists the indexable ones.
 */
export interface SiteRoute {
  path: string;
  title: string;
  /** Sitemap page group (spec §2 'Sitemap page'); absent for routes left out of the sitemap. */
  group?: 'Main Pages' | 'Portfolio' | 'Resources' | 'Legal';
}

const ROUTES = [
  { path: '/', title: 'Home', group: 'Main Pages' },
  { path: '/services', title: 'Services', group: 'Main Pages' },
  { path: '/services/web', title: 'Web Development' },
  { path: '/services/mobile', title: 'Mobile App Development' },
  { path: '/services/design', title: 'UI/UX Design' },
  { path: '/services/marketing', title: 'SEO & Digital Marketing' },
  { path: '/services/seo', title: 'SEO' },
  { path: '/get-started', title: 'Get Started', group: 'Main Pages' },
  { path: '/about', title: 'About Us', group: 'Main Pages' },
  { path: '/contact', title: 'Contact', group: 'Main Pages' },
  { path: '/portfolio', title: 'Portfolio', group: 'Portfolio' },
  { path: '/portfolio/web', title: 'Web Portfolio', group: 'Portfolio' },
  { path: '/portfolio/design', title: 'Design Portfolio', group: 'Portfolio' },
  { path: '/portfolio/mobile', title: 'Mobile Portfolio', group: 'Portfolio' },
  { path: '/testimonials', title: 'Testimonials', group: 'Resources' },
  { path: '/insights', title: 'Insights', group: 'Resources' },
  { path: '/company', title: 'Company' },
  { path: '/sitemap', title: 'Sitemap', group: 'Resources' },
  { path: '/terms', title: 'Terms', group: 'Legal' },
  { path: '/privacy', title: 'Privacy', group: 'Legal' },
  { path: '/terms-of-service', title: 'Terms of Service', group: 'Legal' },
  { path: '/privacy-policy', title: 'Privacy Policy', group: 'Legal' },
  { path: '/unsubscribe', title: 'Unsubscribe' },
  { path: '/newsletter/confirm', title: 'Confirm Subscription' },
  { path: '/verify-otp', title: 'Verify Email' },
  { path: '/your-data', title: 'Your Data' },
  { path: '/admin', title: 'Admin' },
] as const satisfies readonly SiteRoute[];

/** A path of the route table: the web router and the site's links are typed with it, so a renamed page fails to compile. */
export type SitePath = (typeof ROUTES)[number]['path'];
/** A link to a page of the site, possibly to a section of it. */
export type SiteLink = SitePath | `${SitePath}#${string}`;

export const SITE_ROUTES: readonly (SiteRoute & { path: SitePath })[] = ROUTES;

/**
 * Pages that mean nothing without a query parameter, and where a visitor without it goes instead
 * (spec §2: /verify-otp verifies the address in ?email=). The server answers such a request with
 * a redirect, so nobody, with scripts or without, is shown an empty page; the web app redirects
 * on a client navigation.
 */
const REQUIRED_QUERY: Partial<Record<SitePath, { param: string; otherwise: SitePath }>> = {
  '/verify-otp': { param: 'email', otherwise: '/contact' },
};

/**
 * The page to send a visitor to when `path` needs a query parameter that `search` lacks. The
 * query is read only for such a page: the server asks this of every page request.
 */
export function redirectForMissingQuery(path: string, search: string | URLSearchParams): SitePath | undefined {
  const rule = REQUIRED_QUERY[path as SitePath];
  return rule && !new URLSearchParams(search).get(rule.param) ? rule.otherwise : undefined;
}

export const isSiteRoute = (path: string): boolean => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.some((route) => route.path === clean);
};
