import { CheckCircle2, XCircle } from 'lucide-react';
import { ButtonLink } from './ButtonLink';

/** How a mail link's page ended (unsubscribed, confirmed, a dead link), with the way back home. */
export function StatusOutcome({ success, title, text }: { success: boolean; title: string; text: string }) {
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <>
      <Icon aria-hidden="true" size={48} className={`status-card__icon status-card__icon--${success ? 'success' : 'error'}`} />
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="button-row button-row--center">
        <ButtonLink to="/" look="primary">
          Return to Homepage
        </ButtonLink>
      </div>
    </>
  );
}
