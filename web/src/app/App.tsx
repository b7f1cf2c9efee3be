import { useEffect } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from '../router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The whole site below a router: <BrowserRouter> in the browser, <StaticRouter> when prerendering. */
export function App() {
  // Marks the page live once React owns it (after hydrating prerendered HTML or the first
  // render of the plain shell): timers and handlers run from here on. Browser tests wait for it
  // before moving a fake clock.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
