import { TriangleAlert, X } from 'lucide-react';
import { dismissOfflineBanner } from '../stores/siteData';

/** The dismissible 'Backend Offline' notice shown when GET /api/client fails (spec §2). */
export default function OfflineBanner() {
  return (
    <div className="offline-banner" role="region" aria-label="Backend Offline">
      <div className="container offline-banner__inner">
        <TriangleAlert aria-hidden="true" size={20} />
        <p>
          <strong>Backend Offline</strong>{' '}
          <span>The website is running in offline mode with default content. Some features may be limited.</span>
        </p>
        <button type="button" className="icon-button" onClick={dismissOfflineBanner}>
          <X aria-hidden="true" size={18} />
          <span className="visually-hidden">Dismiss offline notice</span>
        </button>
      </div>
    </div>
  );
}
