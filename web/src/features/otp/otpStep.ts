import { describeFailure } from '../../lib/http';
import { isEmailVerified, sendOtp, verifyOtp, type SendOtpRequest } from './otpApi';
import { SEND_OTP_FAILURE, VERIFY_OTP_FAILURE } from './otpMessages';

/**
 * The e-mail verification step (spec §5) as the other features use it: ask for a code, check a
 * code, then `onVerified`. Each call resolves to the text to show the visitor when it failed,
 * null when it worked; no caller needs to know the OTP API or its messages.
 */
export interface OtpStep {
  /** True only when this browser already proved the address; false when unknown. */
  isVerified(email: string): Promise<boolean>;
  requestCode(request: SendOtpRequest): Promise<string | null>;
  confirmCode(email: string, code: string): Promise<string | null>;
}

export function otpStep(onVerified: (email: string) => void | Promise<void> = () => undefined): OtpStep {
  return {
    isVerified: (email) => isEmailVerified(email).catch(() => false),
    async requestCode(request) {
      try {
        await sendOtp(request);
        return null;
      } catch (error) {
        return describeFailure(error, SEND_OTP_FAILURE);
      }
    },
    async confirmCode(email, code) {
      try {
        await verifyOtp(email, code);
      } catch (error) {
        return describeFailure(error, VERIFY_OTP_FAILURE);
      }
      await onVerified(email);
      return null;
    },
  };
}
