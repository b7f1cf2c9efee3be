import { decodedOrAsWritten } from '../../../shared/uri';
import { ANCHOR_SCROLL_DELAY_MS } from './displayRules';

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Scrolls to an element id, smoothly unless the visitor asked for less motion. */
export function scrollToId(id: string): void {
  const target = document.getElementById(decodedOrAsWritten(id));
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Move focus along so keyboard and screen-reader users land where they jumped.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Spec §2: anchor links navigate first, then scroll after 100 ms. Returns a cancel function. */
export function scrollToIdSoon(id: string): () => void {
  const timer = window.setTimeout(() => scrollToId(id), ANCHOR_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}
