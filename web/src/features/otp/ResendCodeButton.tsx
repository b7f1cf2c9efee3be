import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../../../shared/constants';
import type { Status } from '../../components/status';
import { describeFailure } from '../../lib/http';
import { useCountdown } from '../../lib/useCountdown';
import { sendOtp, type SendOtpRequest } from './otpApi';
import { OTP_MESSAGES, RESEND_OTP_FAILURE } from './otpMessages';

interface ResendCodeButtonProps {
  /** What the button says: the spec's 'Resend Code' on /verify-otp, 'Send a new code' in the forms. */
  label: string;
  /** The address (and form) the new code is for. */
  request: SendOtpRequest;
  /** Where the outcome is told: a toast, a status banner. */
  onResult(type: Status['type'], text: string): void;
  disabled?: boolean;
}

/**
 * A new code for the address, at most once per spec §9's 60 s resend cooldown: the wait starts
 * when the button appears (a code was just sent) and again after each new code, and shows as a
 * countdown. The server refuses earlier resends (429) anyway; this keeps people from trying.
 */
export function ResendCodeButton({ label, request, onResult, disabled = false }: ResendCodeButtonProps) {
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await sendOtp(request);
      cooldown.restart();
      onResult('success', OTP_MESSAGES.resent);
    } catch (error) {
      onResult('error', describeFailure(error, RESEND_OTP_FAILURE));
    } finally {
      setSending(false);
    }
  }

  const waiting = cooldown.remaining > 0;
  return (
    <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={waiting || sending || disabled}>
      <RefreshCw aria-hidden="true" size={16} />
      {/* One run of text, so a narrow button wraps its words, never the countdown on its own. */}
      <span>
        {label}
        {waiting && <span className="countdown"> ({cooldown.remaining}s)</span>}
      </span>
    </button>
  );
}
