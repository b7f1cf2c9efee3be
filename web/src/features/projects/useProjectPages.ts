import { useEffect, useState } from 'react';
import type { Project } from '../../../../shared/api/projects';
import { FEATURED_PROJECTS_LIMIT } from '../../../../shared/constants';
import { LOAD_MORE_THRESHOLD } from '../../lib/displayRules';
import { getJson } from '../../lib/http';

interface Page {
  data: Project[];
  total: number;
}

const pageOf = (limit: number, offset: number) => getJson<Page>(`/api/projects?limit=${limit}&offset=${offset}`);

/**
 * 'Load More Projects': pages of every active project (newest first) appended after the
 * featured ones, skipping those already shown. Offered only while some project is not on screen:
 * with the spec's 6 featured ones shown, how many there are in all is asked first (one project's
 * page, the answer carries the total), so a site of exactly six never shows a button that loads
 * nothing.
 */
export function useProjectPages(first: Project[]) {
  const [more, setMore] = useState<Project[]>([]);
  const [next, setNext] = useState<{ offset: number; total: number | null }>({ offset: 0, total: null });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const offered = first.length >= LOAD_MORE_THRESHOLD;

  useEffect(() => {
    if (!offered) return;
    let current = true;
    // Without the count (offline, an error) the button stays away: nothing known to load.
    pageOf(1, 0).then(
      ({ total }) => current && setNext((known) => (known.total === null ? { ...known, total } : known)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [offered]);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page = await pageOf(FEATURED_PROJECTS_LIMIT, next.offset);
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
  const hasMore = offered && next.total !== null && projects.length < next.total && next.offset < next.total;
  return { projects, loadMore, loading, failed, hasMore };
}
