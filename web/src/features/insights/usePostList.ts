import { useState } from 'react';
import type { Page } from '../../../../shared/api/lists';
import type { PostSummary } from '../../../../shared/api/posts';
import { postFilterQuery, type PostFilter } from '../../../../shared/post-filter';
import { getJson } from '../../lib/http';
import type { PageDataState } from '../../stores/pageData';

type Loaded = { key: string; posts: PostSummary[]; nextCursor: string | null };

const fetchPage = (key: string, cursor: string) => getJson<Page<PostSummary>>(`/api/posts?${[key, `cursor=${encodeURIComponent(cursor)}`].filter(Boolean).join('&')}`);

/**
 * /insights: the newest posts of a filter (every post, a tag, a kind), a keyset page at a time
 * ('Load more'). The first page is the page's data (`latest`, for the filter of the address:
 * prerendered, or loaded with the page), so a shared tag link arrives with its posts.
 */
export function usePostList(latest: PageDataState<'latestPosts'>, filter: PostFilter) {
  const key = postFilterQuery(filter);
  const first: Loaded | null = latest.state === 'ready' ? { key, posts: latest.data.data, nextCursor: latest.data.nextCursor } : null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const current = loaded?.key === key ? loaded : first;

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

  return { posts: current?.posts ?? null, hasMore: Boolean(current?.nextCursor), loadMore: () => void loadMore(), loading: loadingMore, failed: failedKey === key || latest.state === 'failed' };
}
