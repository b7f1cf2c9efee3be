import { sendVisitorEvent, vitalEvent } from './sendVisitorEvent';

/**
 * LCP, INP and CLS (INP replaced FID in web-vitals) for the page being viewed when each is
 * final. Loaded lazily so the measuring code never delays the first render.
 */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const report = (name: 'LCP' | 'INP' | 'CLS') => (metric: { value: number }) =>
    sendVisitorEvent(vitalEvent(window.location.pathname, name, metric.value));
  onLCP(report('LCP'));
  onINP(report('INP'));
  onCLS(report('CLS'));
}
