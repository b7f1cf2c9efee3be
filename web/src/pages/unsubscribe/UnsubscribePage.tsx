import { Loader2, MailX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONSENT_WITHDRAWN } from '../../../../shared/api/consents';
import { useSiteData } from '../../stores/siteData';
import { PageMeta } from '../../components/PageMeta';
import { StatusOutcome } from '../../components/StatusOutcome';
import { withdrawContactConsent } from '../../features/consent/consentApi';
import { unsubscribeFromNewsletter } from '../../features/newsletter/newsletterApi';
import { describeFailure } from '../../lib/http';

type UnsubscribeState = { phase: 'ask' } | { phase: 'loading' } | { phase: 'success' } | { phase: 'error'; message: string };

const FAILURE = {
  refused: 'Failed to unsubscribe. Please try again.',
  network: 'An error occurred. Please try again later.',
};

/** What the page says for each kind of link: the newsletter's (spec §2), or a lead's (issue 18). */
interface LinkCopy {
  title: string;
  ask(email: string): string;
  button: string;
  done: [title: string, text: string];
  failed: string;
}

const NEWSLETTER: LinkCopy = {
  title: 'Unsubscribe from our newsletter?',
  ask: (email) => `${email} will receive no more newsletters from us.`,
  button: 'Unsubscribe',
  done: ['Unsubscribed Successfully', 'You have been successfully unsubscribed from our newsletter.'],
  failed: 'Unsubscribe Failed',
};

const LEAD_CONTACT: LinkCopy = {
  title: 'Stop hearing from us about your requests?',
  ask: () => 'We will not e-mail or call you about the quote requests and messages you sent us.',
  button: 'Stop contacting me',
  done: ['Consent withdrawn', CONSENT_WITHDRAWN],
  failed: 'That did not work',
};

/**
 * /unsubscribe?email=&token= (spec §2, §4), and /unsubscribe?consent= from a mail about a lead's
 * request (withdrawing consent to be contacted, issue 18): a button first, so mail scanners opening
 * the link act on nobody; then loading -> success | error, with a retry.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const consent = params.get('consent')?.trim() ?? '';
  const copy = consent ? LEAD_CONTACT : NEWSLETTER;
  const supportEmail = useSiteData((data) => data.config.contactInfo.supportEmail);
  const [state, setState] = useState<UnsubscribeState>(
    email || consent ? { phase: 'ask' } : { phase: 'error', message: 'No email address provided' },
  );

  async function unsubscribe() {
    setState({ phase: 'loading' });
    try {
      await (consent ? withdrawContactConsent(consent) : unsubscribeFromNewsletter(email, token));
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
                <h1>{copy.title}</h1>
                <p>{copy.ask(email)}</p>
                <div className="button-row button-row--center">
                  <button type="button" className="button button--primary" onClick={() => void unsubscribe()}>
                    {copy.button}
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
            {state.phase === 'success' && <StatusOutcome success title={copy.done[0]} text={copy.done[1]} />}
            {state.phase === 'error' && (
              <>
                <XCircle aria-hidden="true" size={48} className="status-card__icon status-card__icon--error" />
                <h1>{copy.failed}</h1>
                <p>{state.message}</p>
                <div className="button-row button-row--center">
                  {(email || consent) && (
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
