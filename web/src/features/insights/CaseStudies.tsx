import type { PostSummary } from '../../../../shared/api/posts';
import { PostCard } from './PostCard';

/** A portfolio project's case studies (posts that name it), under the project on its page. */
export default function CaseStudies({ posts }: { posts: PostSummary[] }) {
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
