import { Outlet, useLocation } from 'react-router-dom';
import { usePageViews } from '../features/analytics/usePageViews';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/** Wraps every route: scroll handling, page-view analytics and the admin's noindex tag. */
export function RootShell() {
  const { pathname } = useLocation();
  usePageViews(pathname);

  useScrollOnNavigate();

  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      {isAdmin && <meta name="robots" content="noindex, nofollow" />}
      <Outlet />
    </>
  );
}
