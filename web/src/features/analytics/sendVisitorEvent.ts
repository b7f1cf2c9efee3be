import type { VisitorEvent } from '../../../../shared/api/analytics';

/**
 * Sends one analytics event to POST /api/visitors. sendBeacon survives page unloads; the Blob
 * type makes it arrive as JSON. Analytics must never break the page, so failures are ignored.
 */
export function sendVisitorEvent(event: VisitorEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon('/api/visitors', new Blob([JSON.stringify(event)], { type: 'application/json' }));
  } catch {
    // ignored on purpose: see above
  }
}

const MAX_VITAL_VALUE = 600_000;

export const vitalEvent = (
  path: string,
  name: 'LCP' | 'INP' | 'CLS',
  value: number,
): Extract<VisitorEvent, { type: 'vital' }> => ({
  type: 'vital',
  path,
  name,
  value: Math.min(MAX_VITAL_VALUE, Math.max(0, value)),
});
