import { checkBackend, useSiteData } from './siteData';

const RECHECK_MS = 5000;

/**
 * Keeps the 'Backend Offline' banner true while the page is open: it shows when the browser goes
 * offline or an API call cannot reach the server, and goes away once the server answers again.
 */
export function watchConnectivity(): () => void {
  let timer: number | undefined;
  const recheck = () => {
    window.clearTimeout(timer);
    void checkBackend().then(() => {
      if (useSiteData.getState().offline) timer = window.setTimeout(recheck, RECHECK_MS);
    });
  };
  const wentOffline = () => {
    useSiteData.setState({ offline: true, offlineDismissed: false });
    window.clearTimeout(timer);
    timer = window.setTimeout(recheck, RECHECK_MS);
  };
  // This watcher loads after the page: a connection already gone by then counts too.
  if (!navigator.onLine) wentOffline();
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', recheck);
  window.addEventListener('api-unreachable', wentOffline);
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', recheck);
    window.removeEventListener('api-unreachable', wentOffline);
  };
}
