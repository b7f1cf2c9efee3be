import { useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { FEATURED_PROJECTS_LIMIT } from '../../../../shared/constants';
import { getJson } from '../../lib/http';

interface Page {
  data: Project[];
  total: number;
}

/**
 * 'Load More Projects': pages of every active project (newest first) appended after the
 * featured ones, skipping those already shown, until the server says there are no more.
 */
export function useProjectPages(first: Project[]) {
  const [more, setMore] = useState<Project[]>([]);
  const [next, setNext] = useState<{ offset: number; total: number | null }>({ offset: 0, total: null });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page = await getJson<Page>(`/api/projects?limit=${FEATURED_PROJECTS_LIMIT}&offset=${next.offset}`);
      setMore((shown) => {
        const known = new Set([...first, ...shown].map((project) => project._id));
        return [...shown, ...page.data.filter((project) => !known.has(project._id))];
      });
      setNext({ offset: next.offset + page.data.length, total: page.total });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  const projects = [...first, ...more];
  // The featured projects are among the pages too: done once every project is on screen.
  const hasMore = next.total === null || (projects.length < next.total && next.offset < next.total);
  return { projects, loadMore, loading, failed, hasMore };
}
