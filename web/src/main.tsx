import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { reportWebVitals } from './features/analytics/reportWebVitals';
import { routes } from './router';
import './styles/global.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

void reportWebVitals();

// The offline app shell (spec §2) only in production: a dev server must never be cached.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
