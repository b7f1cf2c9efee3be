import { CheckCircle2, Loader2, MailX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../stores/siteData';
import { PageMeta } from '../../components/PageMeta';
import { unsubscribeFromNewsletter } from '../../features/newsletter/newsletterApi';
import { describeFailure } from '../../lib/http';

type UnsubscribeState = { phase: 'ask' } | { phase: 'loading' } | { phase: 'success' } | { phase: 'error'; message: string };

const FAILURE = {
  refused: 'Failed to unsubscribe. Please try again.',
  network: 'An error occurred. Please try again later.',
};

/**
 * /unsubscribe?email=&token= (spec §2, §4): a button first, so mail scanners opening the link
 * unsubscribe nobody; then loading -> success | error, with a retry.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const supportEmail = useSiteData((data) => data.config.contactInfo.supportEmail);
  const [state, setState] = useState<UnsubscribeState>(
    email ? { phase: 'ask' } : { phase: 'error', message: 'No email address provided' },
  );

  async function unsubscribe() {
    setState({ phase: 'loading' });
    try {
      await unsubscribeFromNewsletter(email, token);
      setState({ phase: 'success' });
    } catch (error) {
      setState({ phase: 'error', message: describeFailure(error, FAILURE) });
    }
  }

  return (
    <>
      <PageMeta title="Unsubscribe" noindex />
      <section className="section">
        <div className="container container--narrow">
          <div className="card status-card" role="status" aria-live="polite">
            {state.phase === 'ask' && (
              <>
                <MailX aria-hidden="true" size={48} className="status-card__icon" />
                <h1>Unsubscribe from our newsletter?</h1>
                <p>{email} will receive no more newsletters from us.</p>
                <div className="button-row button-row--center">
                  <button type="button" className="button button--primary" onClick={() => void unsubscribe()}>
                    Unsubscribe
                  </button>
                </div>
              </>
            )}
            {state.phase === 'loading' && (
              <>
                <Loader2 aria-hidden="true" size={48} className="spin status-card__icon" />
                <h1>Processing your request...</h1>
              </>
            )}
            {state.phase === 'success' && (
              <>
                <CheckCircle2 aria-hidden="true" size={48} className="status-card__icon status-card__icon--success" />
                <h1>Unsubscribed Successfully</h1>
                <p>You have been successfully unsubscribed from our newsletter.</p>
                <div className="button-row button-row--center">
                  <Link to="/" className="button button--primary">
                    Return to Homepage
                  </Link>
                </div>
              </>
            )}
            {state.phase === 'error' && (
              <>
                <XCircle aria-hidden="true" size={48} className="status-card__icon status-card__icon--error" />
                <h1>Unsubscribe Failed</h1>
                <p>{state.message}</p>
                <div className="button-row button-row--center">
                  {email && (
                    <button type="button" className="button button--primary" onClick={() => void unsubscribe()}>
                      Try Again
                    </button>
                  )}
                  <a href={`mailto:${supportEmail}`} className="button button--secondary">
                    Contact Support
                  </a>
                </div>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
