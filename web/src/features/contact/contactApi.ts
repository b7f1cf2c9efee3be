import type { ContactBody } from '../../../../shared/api/leads';
import type { ApiMessage, FailureTexts } from '../../lib/http';
import { postLead } from '../../lib/postLead';
import { visitSource } from '../../lib/visitSource';

export const sendContactMessage = (message: ContactBody): Promise<ApiMessage> => postLead('/api/contact', { ...message, visit: visitSource() });

export const CONTACT_MESSAGES = {
  missingFields: 'Please fill in all required fields',
  sending: 'Sending your message...',
  sent: 'Message Sent Successfully',
  sentToast: 'Message sent successfully!',
} as const;

export const CONTACT_FAILURE: FailureTexts = {
  refused: 'Failed to send message',
  network: 'Failed to send message. Please try again.',
};

/**
 * Router state of /contact after a kept message went out from /verify-otp: the form shows its
 * success panel (and goes home after 3 s) instead of an empty form.
 */
export const CONTACT_SENT_STATE = { contactSent: true } as const;

export function isContactSentState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { contactSent?: unknown }).contactSent === true;
}
