import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';

/** Shown by RouteErrorBoundary after a render crash (spec §2). */
export default function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Unexpected render error', error);
    document.title = 'Something went wrong';
  }, [error]);
  return (
    <main className="error-page" id="main">
      <AlertTriangle aria-hidden="true" size={48} className="error-page__icon" />
      <h1>Something went wrong</h1>
      <p>We are sorry, an unexpected error occurred. Please try again, or go back to the home page.</p>
      <div className="button-row button-row--center">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        {/* A full page load, not a client navigation: the crashed app state is left behind. */}
        <a className="button button--secondary" href="/">
          Go Home
        </a>
      </div>
    </main>
  );
}
