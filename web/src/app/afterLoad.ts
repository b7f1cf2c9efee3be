import { reportWebVitals } from '../features/analytics/reportWebVitals';

/** Work that waits until the page has loaded and the browser is idle (see main.tsx). */
export function afterLoad(): void {
  void reportWebVitals();
  // The offline app shell (spec §2) only in production: a dev server must never be cached.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  }
}
