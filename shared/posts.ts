/**
 * Insights (design §13): constants the server and the web app share, without the schema library
 * (so a public page that only names a kind or a status does not load TypeBox).
 */

/** An article on the agency's craft, or the story of one of its projects. */
export const POST_KINDS = ['article', 'case_study'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_KIND_LABELS: Record<PostKind, string> = { article: 'Article', case_study: 'Case study' };

/** What staff ask for; a published post whose time has not come yet reads back as 'scheduled'. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Posts per page of /insights and of GET /api/posts without a limit. */
export const POSTS_PAGE_SIZE = 9;
/** Entries of /insights/feed.xml. */
export const FEED_ENTRIES = 20;
/** Posts shown under a post as related by tag. */
export const RELATED_POSTS = 3;
/** Words a reader gets through in a minute, for the reading time. */
export const WORDS_PER_MINUTE = 200;

/** A post's page. */
export const postPath = (slug: string) => `/insights/${encodeURIComponent(slug)}`;
