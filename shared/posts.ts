/**
 * Insights (design §13): constants the server and the web app share, without the schema library
 * (so a public page that only names a kind or a status does not load TypeBox).
 */

import type { PostKind } from './post-filter.ts';

export { POST_KINDS, POST_TAG_MAX_LENGTH, type PostKind } from './post-filter.ts';

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

/**
 * A post's HTML with the site paths in its href, src and srcset attributes resolved by `resolve`
 * (made absolute for the feed and mails; against the site in the desktop's preview). The HTML is
 * the server's sanitised output, whose attributes are always double-quoted.
 */
export function resolveSitePaths(html: string, resolve: (path: string) => string): string {
  const resolved = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? resolve(url) : url);
  return html
    .replace(/ (href|src)="([^"]*)"/g, (_, name: string, url: string) => ` ${name}="${resolved(url)}"`)
    .replace(/ srcset="([^"]*)"/g, (_, set: string) => {
      // Each candidate is 'url 400w': only its URL is resolved.
      const candidates = set.split(', ').map((candidate) => candidate.replace(/^\S+/, resolved));
      return ` srcset="${candidates.join(', ')}"`;
    });
}
