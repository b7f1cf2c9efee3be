import { ArrowLeft, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, VERIFIED_CONTACT_REDIRECT_MS } from '../../../../shared/constants';
import { ToastList, useToasts } from '../../components/Toasts';
import { describeFailure } from '../../lib/http';
import { useCountdown } from '../../lib/useCountdown';
import { useTimeout } from '../../lib/useTimeout';
import { CONTACT_FAILURE, CONTACT_MESSAGES, sendContactMessage } from '../contact/contactApi';
import { clearPendingContact, readPendingContact } from '../contact/pendingContact';
import { CodeField } from './CodeField';
import { isCompleteCode, sendOtp, verifyOtp } from './otpApi';
import { OTP_MESSAGES, RESEND_OTP_FAILURE, VERIFY_OTP_FAILURE } from './otpMessages';

type Phase = 'entering' | 'verifying' | 'verified';

/**
 * Verification page form (spec §4 'OTP verification page'). After a good code: a stored contact
 * message is sent and the page returns to /contact after 2 s; a quote goes back to the form
 * with ?verified=; anything else returns to /contact.
 */
export function VerifyOtpForm({ email, type }: { email: string; type: string }) {
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('entering');
  const [resending, setResending] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const { toasts, show } = useToasts();
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const navigate = useNavigate();
  const flow = type === 'quote' ? 'quote' : 'contact';

  useTimeout(redirectTo !== null, VERIFIED_CONTACT_REDIRECT_MS, () => navigate(redirectTo ?? '/contact'));

  async function sendStoredMessage() {
    const pending = readPendingContact();
    if (type !== 'contact' || !pending) return navigate('/contact');
    try {
      await sendContactMessage({ ...pending, verifiedEmail: email });
      clearPendingContact();
      show('success', CONTACT_MESSAGES.sentToast);
      setRedirectTo('/contact');
    } catch (error) {
      show('error', describeFailure(error, { ...CONTACT_FAILURE, network: CONTACT_FAILURE.refused }));
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) return show('error', OTP_MESSAGES.invalidCode);
    setPhase('verifying');
    try {
      await verifyOtp(email, code);
    } catch (error) {
      setPhase('entering');
      return show('error', describeFailure(error, VERIFY_OTP_FAILURE));
    }
    setPhase('verified');
    show('success', OTP_MESSAGES.verified);
    if (type === 'quote') return navigate(`/get-started?verified=${encodeURIComponent(email)}`);
    await sendStoredMessage();
  }

  async function resend() {
    setResending(true);
    try {
      await sendOtp({ email, type: flow });
      show('success', OTP_MESSAGES.resent);
      cooldown.restart();
    } catch (error) {
      show('error', describeFailure(error, RESEND_OTP_FAILURE));
    } finally {
      setResending(false);
    }
  }

  const waiting = cooldown.remaining > 0;
  return (
    <>
      <form className="card form-card verify-card" onSubmit={verify} aria-busy={phase === 'verifying'}>
        <span className="icon-badge icon-badge--large" aria-hidden="true">
          <ShieldCheck size={32} />
        </span>
        <h2>Enter your verification code</h2>
        <p className="muted">Check your inbox (and spam folder) for an e-mail with the code. It is valid for 10 minutes.</p>
        <CodeField value={code} onChange={setCode} label="6-digit code" />
        <button
          type="submit"
          className="button button--primary button--large button--block"
          disabled={code.length !== OTP_LENGTH || phase !== 'entering'}
        >
          {phase === 'verifying' ? 'Verifying...' : 'Verify Email'}
        </button>
        <div className="button-row button-row--spread">
          <button type="button" className="button button--ghost-dark" onClick={() => navigate(flow === 'quote' ? '/get-started' : '/contact')}>
            <ArrowLeft aria-hidden="true" size={16} />
            Go Back
          </button>
          <button type="button" className="button button--secondary" onClick={resend} disabled={waiting || resending || phase === 'verified'}>
            <RefreshCw aria-hidden="true" size={16} />
            Resend Code
            {waiting && <span className="countdown"> ({cooldown.remaining}s)</span>}
          </button>
        </div>
      </form>
      <ToastList toasts={toasts} />
    </>
  );
}
