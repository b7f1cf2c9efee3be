import { useEffect, useState } from 'react';
import type { Page } from '../../../../shared/api/lists';
import type { PostSummary } from '../../../../shared/api/posts';
import type { PostKind } from '../../../../shared/posts';
import { getJson } from '../../lib/http';

export interface PostFilter {
  tag?: string;
  kind?: PostKind;
}

type Loaded = { key: string; posts: PostSummary[]; nextCursor: string | null };

const filterKey = ({ tag, kind }: PostFilter) => new URLSearchParams({ ...(tag && { tag }), ...(kind && { kind }) }).toString();

const fetchPage = (key: string, cursor: string | null) =>
  getJson<Page<PostSummary>>(`/api/posts?${[key, cursor && `cursor=${encodeURIComponent(cursor)}`].filter(Boolean).join('&')}`);

/**
 * /insights: the newest posts, narrowed to a tag or a kind, a keyset page at a time ('Load more').
 * The unfiltered first page comes with the prerendered page (`first`); any other is fetched.
 */
export function usePostList(first: Page<PostSummary> | undefined, filter: PostFilter) {
  const key = filterKey(filter);
  const prerendered: Loaded | null = key === '' && first ? { key, posts: first.data, nextCursor: first.nextCursor } : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = loaded?.key === key ? loaded : prerendered;

  // A filter's first page, when the page did not bring it.
  useEffect(() => {
    if (current) return;
    let live = true;
    fetchPage(key, null).then(
      (page) => live && setLoaded({ key, posts: page.data, nextCursor: page.nextCursor }),
      () => live && setFailedKey(key),
    );
    return () => {
      live = false;
    };
    // Once per filter: `current` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  async function loadMore() {
    if (!current?.nextCursor) return;
    setLoadingMore(true);
    setFailedKey(null);
    try {
      const page = await fetchPage(key, current.nextCursor);
      const known = new Set(current.posts.map((post) => post._id));
      setLoaded({ key, posts: [...current.posts, ...page.data.filter((post) => !known.has(post._id))], nextCursor: page.nextCursor });
    } catch {
      setFailedKey(key);
    } finally {
      setLoadingMore(false);
    }
  }

  return { posts: current?.posts ?? null, hasMore: Boolean(current?.nextCursor), loadMore: () => void loadMore(), loading: loadingMore, failed: failedKey === key };
}
