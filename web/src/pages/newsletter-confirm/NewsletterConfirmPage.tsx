import { Loader2, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_TEXTS, newsletterConfirmAction } from '../../../../shared/newsletter-confirm';
import { PageMeta } from '../../components/PageMeta';
import { StatusBanner } from '../../components/StatusBanner';
import { StatusOutcome } from '../../components/StatusOutcome';
import { confirmNewsletter } from '../../features/newsletter/newsletterApi';
import { HttpError } from '../../lib/http';
import { useSiteData } from '../../stores/siteData';

type Phase = 'ask' | 'loading' | 'confirmed' | 'invalid' | 'failed';

/** Where a no-script visit lands after the form's POST (the server sends it here with ?result=). */
const phaseOf = (result: string | null, token: string): Phase =>
  result === 'confirmed' ? 'confirmed' : result || !token ? 'invalid' : 'ask';

/**
 * /newsletter/confirm?token= (double opt-in): the page the confirmation mail links to, a page of
 * the site. Opening it changes nothing (mail scanners open links); only the button's POST
 * confirms. The button is a real form, so it works before the script loads too.
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const siteName = useSiteData((data) => data.config.siteInfo.name);
  const [phase, setPhase] = useState<Phase>(() => phaseOf(params.get('result'), token));

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPhase('loading');
    try {
      await confirmNewsletter(token);
      setPhase('confirmed');
    } catch (error) {
      // 404: no such token out; 400: not a token at all (a link cut short). Neither works on a retry.
      setPhase(error instanceof HttpError && (error.status === 404 || error.status === 400) ? 'invalid' : 'failed');
    }
  }

  return (
    <>
      <PageMeta title="Confirm Subscription" noindex />
      <section className="section">
        <div className="container container--narrow">
          <div className="card status-card" role="status" aria-live="polite">
            {phase === 'ask' || phase === 'failed' ? (
              <form method="post" action={newsletterConfirmAction(token)} onSubmit={(event) => void confirm(event)}>
                <MailCheck aria-hidden="true" size={48} className="status-card__icon" />
                <h1>Confirm your subscription</h1>
                <p>Receive the {siteName} newsletter, about once a month? Nothing is sent until you confirm.</p>
                <StatusBanner status={phase === 'failed' ? { type: 'error', text: 'That did not work. Please try again.' } : null} />
                <button type="submit" className="button button--primary">
                  Confirm subscription
                </button>
              </form>
            ) : phase === 'loading' ? (
              <>
                <Loader2 aria-hidden="true" size={48} className="spin status-card__icon" />
                <h1>Confirming...</h1>
              </>
            ) : (
              <StatusOutcome
                success={phase === 'confirmed'}
                title={phase === 'confirmed' ? 'Subscription confirmed' : 'Link not valid'}
                text={NEWSLETTER_CONFIRM_TEXTS[phase === 'confirmed' ? 'confirmed' : 'invalid']}
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
