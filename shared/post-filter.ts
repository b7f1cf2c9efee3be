/**
 * What /insights can be narrowed by: a post's kind and its tags. Apart from shared/posts.ts
 * because every public page's router reads the filter of an /insights address (shared/
 * page-data.ts), and the bundler places a module, all of it, in the entry when the entry uses any
 * of it.
 */

/** An article on the agency's craft, or the story of one of its projects. */
export const POST_KINDS = ['article', 'case_study'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The longest tag a post may carry. */
export const POST_TAG_MAX_LENGTH = 40;

/**
 * A tag as posts store it and lists are filtered by it: one space between words, composed (NFC, so
 * `café` typed with a combining accent is the same tag), lower case.
 */
export const tagAsStored = (tag: string): string => tag.replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

/** What /insights shows: every post, or those of one tag, one kind, or both. */
export interface PostFilter {
  tag?: string;
  kind?: PostKind;
}

/**
 * The filter an /insights query string asks for: the tag as tags are stored (cut to the longest a
 * tag can be, so GET /api/posts takes it), a known kind.
 */
export function postFilterOf(search: string): PostFilter {
  const params = new URLSearchParams(search);
  const given = params.get('tag')?.trim();
  const tag = given ? tagAsStored(given).slice(0, POST_TAG_MAX_LENGTH) || undefined : undefined;
  const kind = POST_KINDS.find((known) => known === params.get('kind'));
  return { tag, kind };
}

/** A filter as a query string ('' for every post), one spelling per filter: GET /api/posts and /insights take it. */
export const postFilterQuery = ({ tag, kind }: PostFilter): string => new URLSearchParams({ ...(tag && { tag }), ...(kind && { kind }) }).toString();
