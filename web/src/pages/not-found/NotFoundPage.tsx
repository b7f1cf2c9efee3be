import { PageMeta } from '../../components/PageMeta';
import { ButtonLink } from '../../components/ButtonLink';

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
            <ButtonLink to="/" look="primary">Go Home</ButtonLink>
            <ButtonLink to="/contact" look="secondary">Contact Us</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
