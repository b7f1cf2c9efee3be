import type { ContactBody } from '../../../../shared/api/leads';
import { postJson, type ApiMessage, type FailureTexts } from '../../lib/http';

export const sendContactMessage = (message: ContactBody): Promise<ApiMessage> => postJson('/api/contact', message);

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
