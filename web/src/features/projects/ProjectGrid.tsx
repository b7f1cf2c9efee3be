import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { LOAD_MORE_THRESHOLD } from '../../../../shared/constants';
import { useSiteData, listOr } from '../../stores/siteData';
import { ProjectCard } from './ProjectCard';
import './projects.css';

/**
 * Featured projects (spec §2): up to 6 cards from the shared data (server or built-in samples),
 * an empty state, and 'Load More Projects' from 6 projects on, which fetches the full list.
 */
export function ProjectGrid() {
  const featured = useSiteData((state) => state.projects);
  const [all, setAll] = useState<Project[] | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const projects = all ?? featured;

  async function loadMore() {
    setLoadingMore(true);
    setAll(await listOr<Project>('/api/projects', featured));
    setLoadingMore(false);
  }

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
      {all === null && featured.length >= LOAD_MORE_THRESHOLD && (
        <div className="button-row button-row--center">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load More Projects'}
          </button>
        </div>
      )}
    </>
  );
}
