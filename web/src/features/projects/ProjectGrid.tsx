import { FolderOpen } from 'lucide-react';
import { useSiteData } from '../../stores/siteData';
import { ProjectCard } from './ProjectCard';
import { useProjectPages } from './useProjectPages';

/**
 * Featured projects (spec §2): up to 6 cards from the shared data (server or built-in samples),
 * an empty state, and 'Load More Projects' from 6 projects on while others exist, which loads the next page.
 */
export default function ProjectGrid() {
  const featured = useSiteData((state) => state.projects);
  const { projects, loadMore, loading, failed, hasMore } = useProjectPages(featured);

  if (projects.length === 0) {
    return (
      <div className="empty-state">
        <FolderOpen aria-hidden="true" size={40} />
        <h3>No Projects Available</h3>
        <p>Check back soon for our latest work</p>
      </div>
    );
  }
  return (
    <>
      <div className="project-grid">
        {projects.map((project) => (
          <ProjectCard key={project._id} project={project} />
        ))}
      </div>
      {hasMore && (
        <div className="button-row button-row--center">
          {failed && <p role="alert">More projects could not be loaded. Please try again.</p>}
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loading}>
            {loading ? 'Loading...' : 'Load More Projects'}
          </button>
        </div>
      )}
    </>
  );
}
