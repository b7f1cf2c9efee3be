import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { STATUS_RESET_MS } from '../../lib/displayRules';
import { ConsentNotice } from '../../components/ConsentNotice';
import { StatusBanner } from '../../components/StatusBanner';
import { useTimeout } from '../../lib/useTimeout';
import { subscribeToNewsletter } from './newsletterApi';

type NewsletterState = 'idle' | 'loading' | 'success' | 'error';

const MESSAGES = {
  success: 'Successfully subscribed!',
  error: 'Failed to subscribe. Try again.',
} as const;

/** Footer newsletter box (spec §4): idle -> loading -> success | error -> idle after 3 s. */
export function NewsletterBox() {
  const [state, setState] = useState<NewsletterState>('idle');
  // The address a confirmation link went to: said until the next try, as the banner goes after 3 s.
  const [confirmTo, setConfirmTo] = useState('');
  const inputId = useId();
  useTimeout(state === 'success' || state === 'error', STATUS_RESET_MS, () => setState('idle'));

  // The address is read from the field when the form is sent, not kept in state: the footer
  // hydrates only as it nears the viewport, and what a visitor typed before that is in the field
  // but was never seen by React (its held submit is replayed once the footer is live).
  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setConfirmTo('');
    if (!email) return setState('error');
    setState('loading');
    try {
      await subscribeToNewsletter(email);
      setConfirmTo(email);
      form.reset();
      setState('success');
    } catch {
      setState('error');
    }
  }

  return (
    <form className="newsletter" onSubmit={subscribe} noValidate aria-busy={state === 'loading'}>
      <h2 className="footer__heading">Newsletter</h2>
      <p>Project stories and web tips, once a month.</p>
      <label htmlFor={inputId} className="visually-hidden">
        Email address for the newsletter
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          name="email"
          placeholder="you@example.com"
        />
        <button type="submit" className="button button--accent" disabled={state === 'loading'}>
          <Send aria-hidden="true" size={16} />
          {state === 'loading' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <StatusBanner
        status={state === 'success' || state === 'error' ? { type: state, text: MESSAGES[state] } : null}
      />
      {confirmTo && (
        <p className="newsletter__confirm">
          Check your inbox: we sent a confirmation link to <span className="long-value">{confirmTo}</span>. Nothing is sent until you
          confirm.
        </p>
      )}
      <ConsentNotice purpose="newsletter" />
    </form>
  );
}
