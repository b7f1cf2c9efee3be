import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH, type OtpFlow } from '../../../../shared/constants';
import { VERIFIED_CONTACT_REDIRECT_MS } from '../../lib/displayRules';
import type { Status } from '../../components/status';
import { ToastList, useToasts } from '../../components/Toasts';
import { useTimeout } from '../../lib/useTimeout';
import { CodeField } from './CodeField';
import { isCompleteCode } from './otpApi';
import { OTP_MESSAGES } from './otpMessages';
import { otpStep } from './otpStep';
import { ResendCodeButton } from './ResendCodeButton';

type Phase = 'entering' | 'verifying' | 'verified';

/** What the page may do once the address is verified. */
export interface VerifiedActions {
  /** A notice on this form, e.g. that the message kept for this address went out. */
  show(type: Status['type'], text: string): void;
  /** Leaves for `to` after spec §9's 2 s, so the notice is read first; `state` goes along as router state. */
  leaveSoon(to: string, state?: unknown): void;
}

interface VerifyOtpFormProps {
  email: string;
  /** Which flow a resent code is for. */
  flow: OtpFlow;
  /** Where Go Back leads. */
  backTo: string;
  /** Called once the code checked out; the page decides what happens next. */
  onVerified(email: string, actions: VerifiedActions): void | Promise<void>;
}

/** Verification page form (spec §4 'OTP verification page'): the code, Verify and Resend. */
export function VerifyOtpForm({ email, flow, backTo, onVerified }: VerifyOtpFormProps) {
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>('entering');
  const [redirect, setRedirect] = useState<{ to: string; state?: unknown } | null>(null);
  const { toasts, show } = useToasts();
  const navigate = useNavigate();

  // Replaces this page in the history: Back from the next page must not offer a used code form.
  useTimeout(redirect !== null, VERIFIED_CONTACT_REDIRECT_MS, () =>
    navigate(redirect?.to ?? backTo, { replace: true, state: redirect?.state }),
  );

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) return show('error', OTP_MESSAGES.invalidCode);
    setPhase('verifying');
    const failure = await otpStep(() => {
      setPhase('verified');
      show('success', OTP_MESSAGES.verified);
      return onVerified(email, { show, leaveSoon: (to, state) => setRedirect({ to, state }) });
    }).confirmCode(email, code);
    if (failure) {
      setPhase('entering');
      show('error', failure);
    }
  }

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
          <button type="button" className="button button--ghost-dark" onClick={() => navigate(backTo)}>
            <ArrowLeft aria-hidden="true" size={16} />
            Go Back
          </button>
          <ResendCodeButton label="Resend Code" request={{ email, type: flow }} onResult={show} disabled={phase === 'verified'} />
        </div>
      </form>
      <ToastList toasts={toasts} />
    </>
  );
}
