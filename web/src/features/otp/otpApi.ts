import { OTP_LENGTH, type OtpFlow } from '../../../../shared/constants';
import { getJson, postJson, type ApiMessage } from '../../lib/http';
import { visitSource } from '../../lib/visitSource';

export interface SendOtpRequest {
  email: string;
  name?: string;
  phone?: string;
  /** The form the code is for (its funnel counts it); none for the data rights page. */
  type?: OtpFlow;
}

/** The visit's source goes along, so the form's funnel counts the code under it (issue 18). */
export const sendOtp = (request: SendOtpRequest): Promise<ApiMessage> => postJson('/api/send-otp', { ...request, source: visitSource()?.source });

export const verifyOtp = (email: string, otp: string): Promise<ApiMessage> => postJson('/api/verify-otp', { email, otp });

/** True only when this browser already proved that address (the server checks its cookie). */
export async function isEmailVerified(email: string): Promise<boolean> {
  const answer = await getJson<{ verified?: boolean }>(`/api/check-email-verified?email=${encodeURIComponent(email)}`);
  return answer.verified === true;
}

export const isCompleteCode = (code: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
