import { useEffect, useRef } from 'react';
import { sendVisitorEvent } from './sendVisitorEvent';

/** One page view per route change (spec §2); the first carries the external referrer. */
export function usePageViews(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current && document.referrer ? document.referrer.slice(0, 500) : undefined;
    first.current = false;
    // A task of its own: run in the effects of the page's hydration, the beacon's few
    // milliseconds would lengthen the longest task of a phone's page load.
    setTimeout(() => sendVisitorEvent({ type: 'pageview', path: pathname.slice(0, 300), ...(referrer ? { referrer } : {}) }), 0);
  }, [pathname]);
}
