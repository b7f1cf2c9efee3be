import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import type { PrerenderedData } from '../../shared/api/prerender';
import { applyPrerenderedData, checkBackend } from './stores/siteData';
import { reportWebVitals } from './features/analytics/reportWebVitals';
import { rememberVisitSource } from './lib/visitSource';
import { preloadPages } from './router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** The server's data for a prerendered page (a JSON script, never executed: design §7). */
function prerenderedData(): PrerenderedData | null {
  const script = document.getElementById('site-data');
  return script?.textContent ? (JSON.parse(script.textContent) as PrerenderedData) : null;
}

async function start(): Promise<void> {
  const data = prerenderedData();
  if (!data) {
    // The plain app shell (no server rendering, or the offline copy): render and fetch the data.
    createRoot(container!).render(app);
    return;
  }
  applyPrerenderedData(data);
  // The first render must match the server's HTML, so the page's chunk is in before hydrating.
  await preloadPages(window.location.pathname);
  hydrateRoot(container!, app);
  void checkBackend();
}

rememberVisitSource();
void start();

// Web vitals load in their own chunk right away (LCP must be observed before the first input).
void reportWebVitals();

// The offline app shell (spec §2) is not needed for the first paint: registered once the page
// has loaded and the browser is idle, and only in production (a dev server must never be cached).
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 4000 }) : setTimeout(task, 1000);
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () =>
      whenIdle(() => {
        // Without it the site still works online; nothing to tell the visitor.
        navigator.serviceWorker.register('/sw.js').catch(() => undefined);
      }),
    { once: true },
  );
}
