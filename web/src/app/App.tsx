import { useRoutes } from 'react-router-dom';
import { routes } from '../router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The whole site below a router: <BrowserRouter> in the browser, <StaticRouter> when prerendering. */
export function App() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
