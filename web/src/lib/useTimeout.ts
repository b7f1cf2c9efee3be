import { useEffect, useRef } from 'react';

/** Runs `action` once after `delayMs` while `active` holds; cancelled on change or unmount. */
export function useTimeout(active: boolean, delayMs: number, action: () => void): void {
  // The latest action runs when the timer fires, without restarting the timer on every render.
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
}
