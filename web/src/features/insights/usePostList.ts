import { useEffect, useState } from 'react';
import type { Page } from '../../../../shared/api/lists';
import type { PostSummary } from '../../../../shared/api/posts';
import type { PostKind } from '../../../../shared/posts';
import { getJson } from '../../lib/http';
import type { PageDataState } from '../../stores/pageData';

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
 * The unfiltered first page is the page's data (`latest`: prerendered, or loaded with the page);
 * a filter's first page is fetched here.
 */
export function usePostList(latest: PageDataState<'latestPosts'>, filter: PostFilter) {
  const key = filterKey(filter);
  const first: Loaded | null = key === '' && latest.state === 'ready' ? { key, posts: latest.data.data, nextCursor: latest.data.nextCursor } : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = loaded?.key === key ? loaded : first;

  // A filter's first page.
  useEffect(() => {
    if (key === '' || current) return;
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

  return { posts: current?.posts ?? null, hasMore: Boolean(current?.nextCursor), loadMore: () => void loadMore(), loading: loadingMore, failed: failedKey === key || (key === '' && !current && latest.state === 'failed') };
}
