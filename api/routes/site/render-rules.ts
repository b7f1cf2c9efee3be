/**
 * Which page renders the server may share between URLs (issue 14, render flood). The web pages
 * that read their query string (useSearchParams) render differently per query; every other page
 * renders the same whatever the query says.
 */
const PAGES_READING_QUERY = new Set(['/get-started', '/verify-otp', '/unsubscribe', '/newsletter/confirm', '/insights']);

export const readsQuery = (path: string) => PAGES_READING_QUERY.has(path);

/** A path no route pattern of the web app matches: it renders Page Not Found, the same for all. */
export const NOT_FOUND_PATH = '/404';

/** Paths a parameterised route renders (a missing project or post shows that page's own not-found state). */
export const hasRoutePattern = (path: string) => /^\/(projects|insights)\/[^/]+$/.test(path);
