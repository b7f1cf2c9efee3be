import { useEffect, useRef } from 'react';
import type { PreviewVerdict } from '../../../../shared/api/projects';
import { getJson } from '../../lib/http';

/**
 * Asks the server whether the live preview of project `id` may show now (it checks the site again
 * when its last verdict is a few minutes old: a site can start refusing frames at any time, and a
 * refused frame shows the browser's grey error page, which the page cannot detect). No answer
 * counts as no: the picture stays. Asks nothing while `id` is undefined.
 */
export function usePreviewCheck(id: string | undefined, decided: (shown: boolean) => void): void {
  const latest = useRef(decided);
  useEffect(() => {
    latest.current = decided;
  });
  useEffect(() => {
    if (!id) return;
    let current = true;
    getJson<{ data: PreviewVerdict }>(`/api/projects/${encodeURIComponent(id)}/preview`).then(
      ({ data }) => current && latest.current(data.status === 'ok'),
      () => current && latest.current(false),
    );
    return () => {
      current = false;
    };
  }, [id]);
}
