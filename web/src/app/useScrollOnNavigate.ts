import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToIdSoon } from '../lib/scroll';
import { scrollWhenTallEnough } from './scrollWhenTallEnough';

/** Where the visitor was on each history entry (by location key), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Spec §2: a new page starts at the top and anchor links scroll to their target after 100 ms.
 * Back and Forward return to where the visitor was on that page, as browsers do for plain pages.
 */
export function useScrollOnNavigate(): void {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef('');

  useEffect(() => {
    // The router restores positions itself; the browser's own attempt would come too early.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  // Layout effect: the last page's listener goes before the browser clamps its position to the
  // new, shorter page (that scroll event would overwrite where the visitor was), and a restored
  // position is in place before the first paint.
  useLayoutEffect(() => {
    const saved = positions.get(key);
    // The page the visitor opened (no anchor): the browser placed it (at the top, or where a
    // reload was), and a phone's visitor may have scrolled on before hydration ends: it stays.
    const opened = shown.current === '' && hash.length <= 1;
    // A replaced entry of the same page (a query or state update) keeps the visitor's place.
    const samePage = shown.current === pathname + hash;
    shown.current = pathname + hash;
    let cancelAnchor: (() => void) | undefined;
    let restoring: ReturnType<typeof scrollWhenTallEnough> | undefined;
    if (navigation === 'POP' && saved !== undefined) restoring = scrollWhenTallEnough(saved);
    else if (samePage || opened) positions.set(key, window.scrollY);
    else if (hash.length > 1) cancelAnchor = scrollToIdSoon(hash.slice(1));
    else window.scrollTo(0, 0);
    // Keep this entry's position current; read when the visitor comes back to it. Not while the
    // page is still too short for the position it returns to (the browser clamps it meanwhile).
    const remember = () => {
      if (!restoring?.waiting()) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnchor?.();
      restoring?.stop();
      window.removeEventListener('scroll', remember);
    };
  }, [key, pathname, hash, navigation]);
}
