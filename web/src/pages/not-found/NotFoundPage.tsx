import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';

/** Any path outside the route table (the server answers it with HTTP 404). */
export default function NotFoundPage() {
  return (
    <>
      <PageMeta title="Page Not Found" noindex />
      <section className="section not-found">
        <div className="container container--narrow">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1>Page Not Found</h1>
          <p>The page you are looking for does not exist or has been moved.</p>
          <div className="button-row button-row--center">
            <Link to="/" className="button button--primary">
              Go Home
            </Link>
            <Link to="/contact" className="button button--secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
