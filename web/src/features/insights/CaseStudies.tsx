import { useEffect } from 'react';
import type { Page } from '../../../../shared/api/lists';
import type { PostSummary } from '../../../../shared/api/posts';
import { getJson } from '../../lib/http';
import { useSiteData } from '../../stores/siteData';
import { PostCard } from './PostCard';
import './insights.css';

/**
 * A portfolio project's case studies (posts that name it), under the project on its page: from the
 * prerendered page, else fetched (GET /api/posts?project=). Nothing shows while there are none.
 */
export function CaseStudies({ projectId }: { projectId: string }) {
  const posts = useSiteData((state) => state.caseStudiesByProject[projectId]);

  useEffect(() => {
    if (posts !== undefined) return;
    let current = true;
    getJson<Page<PostSummary>>(`/api/posts?project=${encodeURIComponent(projectId)}`).then(
      (page) => current && useSiteData.setState((state) => ({ caseStudiesByProject: { ...state.caseStudiesByProject, [projectId]: page.data } })),
      // No case study is shown then: the project page stands on its own.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [projectId, posts]);

  if (!posts?.length) return null;
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
