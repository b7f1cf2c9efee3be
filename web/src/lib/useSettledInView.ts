import { useEffect, useState, type RefObject } from 'react';
import { useInView } from './useInView';

const SETTLE_MS = 300;

/**
 * True once the element is near the viewport and the page has stopped scrolling for a moment.
 * Heavy work waits for the visitor to stop: a live site in a frame starts a browser process, and
 * six of them starting during a smooth scroll to a section below made that scroll stall.
 */
export function useSettledInView(ref: RefObject<Element | null>): boolean {
  const inView = useInView(ref);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!inView || settled) return;
    let timer = window.setTimeout(() => setSettled(true), SETTLE_MS);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSettled(true), SETTLE_MS);
    };
    window.addEventListener('scroll', restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', restart);
    };
  }, [inView, settled]);
  return settled;
}
