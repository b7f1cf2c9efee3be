import type { PostSummary } from '../../../../shared/api/posts';
import { PostCard } from './PostCard';
import './insights.css';

/** A portfolio project's case studies (posts that name it), under the project on its page; nothing while there are none. */
export function CaseStudies({ posts }: { posts: PostSummary[] }) {
  if (!posts.length) return null;
  return (
    <section className="post-related" aria-labelledby="project-case-studies">
      <h2 id="project-case-studies">{posts.length === 1 ? 'Case study' : 'Case studies'}</h2>
      <div className="post-grid">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
