import type { PageDataState } from '../../stores/pageData';
import { PostCard } from './PostCard';
import type { PostFilter } from '../../../../shared/post-filter';
import { usePostList } from './usePostList';

/** The posts of a filter, newest first, with 'Load more' while there are more. */
export function PostList({ latest, filter }: { latest: PageDataState<'latestPosts'>; filter: PostFilter }) {
  const { posts, hasMore, loadMore, loading, failed } = usePostList(latest, filter);
  if (!posts) {
    return (
      <p role="status" className="muted">
        {failed ? 'The posts could not be loaded. Please try again later.' : 'Loading posts…'}
      </p>
    );
  }
  if (posts.length === 0) return <p className="muted">No posts here yet.</p>;
  return (
    <>
      <div className="post-grid">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
      {(hasMore || failed) && (
        <div className="button-row button-row--center">
          {failed && <p role="alert">More posts could not be loaded.</p>}
          <button type="button" className="button button--secondary" disabled={loading} onClick={loadMore}>
            {loading ? 'Loading…' : 'Load more posts'}
          </button>
        </div>
      )}
    </>
  );
}
