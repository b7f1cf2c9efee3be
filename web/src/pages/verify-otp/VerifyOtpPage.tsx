import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { redirectForMissingQuery } from '../../../../shared/site-routes';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { CONTACT_MESSAGES, CONTACT_SENT_STATE } from '../../features/contact/contactApi';
import { sendPendingContact } from '../../features/contact/pendingContact';
import { VerifyOtpForm, type VerifiedActions } from '../../features/otp/VerifyOtpForm';

/**
 * /verify-otp?email=&type= (spec §2): without an e-mail there is nothing to verify. After a
 * good code a quote goes back to its form with ?verified=; a contact message kept in this
 * browser is sent and the page returns to /contact after 2 s, where the success panel shows;
 * anything else returns to /contact.
 */
export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email') ?? '';
  const type = params.get('type') ?? 'contact';
  const away = redirectForMissingQuery('/verify-otp', params);
  if (away) return <Navigate to={away} replace />;

  async function onVerified(verified: string, { show, leaveSoon }: VerifiedActions) {
    if (type === 'quote') return navigate(`/get-started?verified=${encodeURIComponent(verified)}`);
    try {
      if (type !== 'contact' || !(await sendPendingContact(verified))) return navigate('/contact');
      show('success', CONTACT_MESSAGES.sentToast);
      leaveSoon('/contact', CONTACT_SENT_STATE);
    } catch (error) {
      show('error', (error as Error).message);
    }
  }

  return (
    <>
      <PageMeta title="Verify Email" noindex />
      <PageHero eyebrow="One last step" title="Verify your email" lead={`We sent a 6-digit code to ${email}.`} />
      <section className="section">
        <div className="container container--narrow">
          <VerifyOtpForm
            email={email}
            flow={type === 'quote' ? 'quote' : 'contact'}
            backTo={type === 'quote' ? '/get-started' : '/contact'}
            onVerified={onVerified}
          />
        </div>
      </section>
    </>
  );
}
