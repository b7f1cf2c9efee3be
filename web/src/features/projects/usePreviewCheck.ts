import { useEffect, useRef } from 'react';
import type { PreviewVerdict } from '../../../../shared/api/projects';

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
    // Plain fetch, not lib/http: any failure means no frame, and importing http.ts from this lazy
    // chunk made the bundler split it out of the entry (a request and 0.3 KB more on every page).
    fetch(`/api/projects/${encodeURIComponent(id)}/preview`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: PreviewVerdict }>) : Promise.reject(new Error(String(response.status)))))
      .then(
        ({ data }) => current && latest.current(data.status === 'ok'),
        () => current && latest.current(false),
      );
    return () => {
      current = false;
    };
  }, [id]);
}
