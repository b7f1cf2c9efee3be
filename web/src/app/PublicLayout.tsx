import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingScreen } from './LoadingScreen';
import { OfflineBanner } from './OfflineBanner';
import { loadSiteData, useSiteData } from './siteData';
import './layout.css';

/** Header, footer and the shared data every public page needs (not used by /admin). */
export function PublicLayout() {
  const status = useSiteData((state) => state.status);
  useEffect(() => {
    void loadSiteData();
  }, []);
  if (status !== 'ready') return <LoadingScreen />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <OfflineBanner />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
