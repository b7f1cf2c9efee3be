import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import type { PrerenderedData } from '../../shared/api/prerender';
import { applyPrerenderedData, checkBackend } from './stores/siteData';
import { reportWebVitals } from './features/analytics/reportWebVitals';
import { rememberVisitSource } from './lib/visitSource';
import { nextTask, whenIdle } from './lib/whenIdle';
import { preloadPages } from './router';
import './styles/global.css';
import './styles/visually-hidden.css';

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
  // The page is already on screen: hydrating in a transition lets React stop every few
  // milliseconds for the browser (input, paint), in a task of its own after the scripts ran,
  // instead of holding the main thread for the whole tree (design §8, issue 30).
  await nextTask();
  startTransition(() => void hydrateRoot(container!, app));
  whenIdle(() => void checkBackend());
}

rememberVisitSource();
void start();

// Web vitals start at once (web-vitals itself comes in a chunk of its own): LCP is only reported
// if measuring began before the visitor's first click or key.
void reportWebVitals();

// The offline app shell (spec §2) is not needed for the first paint or the first interaction: it
// waits until the page has loaded and the browser is idle, and only in production (a dev server
// must never be cached). Without it the site still works online: nothing to tell the visitor.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)), { once: true });
}
