import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PublicPost } from '../../../../shared/api/posts';
import { postPath } from '../../../../shared/posts';
import { PostCard } from './PostCard';

/** Under a post: the one before and after it in time, and up to three related by tag. */
export function PostNeighbours({ post }: { post: PublicPost }) {
  const { previous, next, related } = post;
  return (
    <>
      {(previous || next) && (
        <nav className="post-neighbours" aria-label="More posts">
          {previous && (
            <Link to={postPath(previous.slug)} className="post-neighbours__link" rel="prev">
              <ArrowLeft aria-hidden="true" size={16} /> <span>Older: {previous.title}</span>
            </Link>
          )}
          {next && (
            <Link to={postPath(next.slug)} className="post-neighbours__link post-neighbours__link--next" rel="next">
              <span>Newer: {next.title}</span> <ArrowRight aria-hidden="true" size={16} />
            </Link>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section className="post-related" aria-labelledby="post-related">
          <h2 id="post-related">Related insights</h2>
          <div className="post-grid">
            {related.map((item) => (
              <PostCard key={item._id} post={item} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
