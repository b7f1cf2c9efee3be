import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageViews } from '../features/analytics/usePageViews';
import { scrollToIdSoon } from '../lib/scroll';

/** Wraps every route: scroll handling, page-view analytics and the admin's noindex tag. */
export function RootShell() {
  const { pathname, hash } = useLocation();
  usePageViews(pathname);

  // Spec §2: every route change starts at the top; anchor links scroll to their target after 100 ms.
  useEffect(() => {
    if (hash.length > 1) return scrollToIdSoon(hash.slice(1));
    window.scrollTo(0, 0);
  }, [pathname, hash]);

  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <>
      {isAdmin && <meta name="robots" content="noindex, nofollow" />}
      <Outlet />
    </>
  );
}
