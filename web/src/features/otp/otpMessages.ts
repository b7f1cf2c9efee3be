import type { FailureTexts } from '../../lib/http';

/** Texts of the e-mail verification steps (spec §8), shared by the quote form and /verify-otp. */
export const OTP_MESSAGES = {
  sent: 'OTP sent! Please check your email.',
  sentQuoteHint: 'OTP sent to your email. Please enter it below to continue.',
  invalidCode: 'Please enter a valid 6-digit OTP',
  verified: 'Email verified successfully!',
  resent: 'New OTP sent to your email!',
} as const;

export const SEND_OTP_FAILURE: FailureTexts = {
  refused: 'Failed to send OTP',
  network: 'Failed to send OTP. Please try again.',
};

export const VERIFY_OTP_FAILURE: FailureTexts = {
  refused: 'Invalid OTP',
  network: 'Failed to verify OTP. Please try again.',
};

export const RESEND_OTP_FAILURE: FailureTexts = {
  refused: 'Failed to resend OTP',
  network: 'Failed to resend OTP. Please try again.',
};
