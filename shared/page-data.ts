import type { Page } from './api/lists.ts';
import type { PostSummary, PublicPost } from './api/posts.ts';
import type { Project } from './api/projects.ts';
import type { Service } from './api/services.ts';
import { postFilterOf, postFilterQuery } from './post-filter.ts';
import { SITE_ROUTES } from './site-routes.ts';
import { decodedOrAsWritten } from './uri.ts';

/**
 * The data public pages show beyond what every page shares (design §7), by name. The server reads
 * each for a prerendered page (api/routes/site/prerender.ts), the browser store fetches what a
 * page lacks after a client-side navigation and knows each one's fallback (web/src/stores/
 * pageData.ts); a page only reads it (usePageData) and fetches nothing itself.
 */
export interface PageDataTypes {
  /** Every public service. */
  services: Service[];
  /** One active project; null when there is no such project. */
  project: Project | null;
  /** A project's case studies (the public posts that name it). */
  caseStudies: PostSummary[];
  /** The newest public posts of the Insights page's filter (every post, a tag, a kind), the first page. */
  latestPosts: Page<PostSummary>;
  /** One public post, by its address; null when no public post has it. */
  post: PublicPost | null;
}
export type PageDataName = keyof PageDataTypes;

/**
 * The pages with data of their own: a route and what it shows. A `:param` segment stands for any
 * one segment and is the data's parameter (the project's id, the post's slug); a page that reads
 * its query string has `fromQuery` make the parameter of it instead (the Insights filter).
 */
export const PAGE_DATA: readonly { route: string; data: PageDataName; fromQuery?: (search: string) => string }[] = [
  // The services page, also at the footer's /services/web, /services/mobile... (scrolled to that section).
  ...SITE_ROUTES.filter(({ path }) => path === '/services' || path.startsWith('/services/')).map(({ path }) => ({ route: path, data: 'services' as const })),
  { route: '/projects/:id', data: 'project' },
  { route: '/projects/:id', data: 'caseStudies' },
  { route: '/insights', data: 'latestPosts', fromQuery: (search) => postFilterQuery(postFilterOf(search)) },
  { route: '/insights/:slug', data: 'post' },
];

/** One piece of a page's data: its name and the route parameter it is for ('' when none). */
export interface PageDataKey {
  name: PageDataName;
  param: string;
}

/** Where a loaded piece is kept: in a prerendered page's data and in the browser store. */
export const pageDataId = ({ name, param }: PageDataKey): string => (param ? `${name}:${param}` : name);

/** Loaded page data by pageDataId; each value is the PageDataTypes entry of its name. */
export type PageDataSet = Record<string, PageDataTypes[PageDataName]>;

function paramOf(route: string, path: string): string | undefined {
  const routeParts = route.split('/');
  const pathParts = path.split('/');
  if (routeParts.length !== pathParts.length) return undefined;
  let param = '';
  for (const [index, part] of routeParts.entries()) {
    if (part.startsWith(':') && pathParts[index]) param = decodedOrAsWritten(pathParts[index]);
    else if (part !== pathParts[index]) return undefined;
  }
  return param;
}

/** The data the page at `path` (no trailing slash) with query string `search` needs. */
export function pageDataOf(path: string, search = ''): PageDataKey[] {
  return PAGE_DATA.flatMap(({ route, data, fromQuery }) => {
    const param = paramOf(route, path);
    if (param === undefined) return [];
    return [{ name: data, param: fromQuery ? fromQuery(search) : param }];
  });
}
