import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { LoadingScreen } from './LoadingScreen';
import { lazySection } from '../lib/lazySection';
import { loadPageData } from '../stores/pageData';
import { loadSiteData, useSiteData } from '../stores/siteData';
import './layout.css';
import './footer.css';

const Footer = lazySection(() => import('./Footer'));

// Rarely shown, so not part of the first download; fetched once the page is up, since the
// moment it is needed may be the moment the network is gone. The watcher that raises it comes
// the same way: a failure before it arrives is the first load's, which loadSiteData reports.
const loadOfflineBanner = () => import('./OfflineBanner');
const OfflineBanner = lazy(loadOfflineBanner);
const loadConnectivityWatch = () => import('../stores/connectivity');

/** Header, footer and the shared data every public page needs (not used by /admin). */
export function PublicLayout() {
  const status = useSiteData((state) => state.status);
  const offlineBannerVisible = useSiteData((state) => state.offline && !state.offlineDismissed);
  const { pathname, search } = useLocation();
  // What the page of this route shows (shared/page-data.ts); a prerendered page brought its own.
  useEffect(() => void loadPageData(pathname, search), [pathname, search]);
  useEffect(() => {
    void loadSiteData();
    void loadOfflineBanner();
    let stop: (() => void) | undefined;
    let left = false;
    void loadConnectivityWatch().then(({ watchConnectivity }) => {
      if (!left) stop = watchConnectivity();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  if (status !== 'ready') return <LoadingScreen />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {offlineBannerVisible && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <Header />
      <main id="main" tabIndex={-1}>
        {/* A page whose chunk is still loading; client navigations keep the old page meanwhile. */}
        <Suspense fallback={<p className="container muted">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      {/* Its own boundary: in the plain app shell the footer's code may come after the page's. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
