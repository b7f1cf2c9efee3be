import { STORAGE_CONTACT_FORM } from '../../lib/displayRules';
import { describeFailure } from '../../lib/http';
import { CONTACT_FAILURE, sendContactMessage } from './contactApi';

/**
 * A contact message waiting for its sender's e-mail to be verified (spec §3 'Contact message'),
 * kept in the tab's own storage (sessionStorage, under the spec's key): the code is typed in the
 * tab that wrote the message, and a message started in another tab must not replace it.
 */
export interface PendingContact {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export function storePendingContact(contact: PendingContact): void {
  sessionStorage.setItem(STORAGE_CONTACT_FORM, JSON.stringify(contact));
}

export function readPendingContact(): PendingContact | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_CONTACT_FORM);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'email' in parsed && 'message' in parsed) return parsed as PendingContact;
  } catch {
    // Unreadable storage counts as nothing stored.
  }
  return null;
}

export function clearPendingContact(): void {
  sessionStorage.removeItem(STORAGE_CONTACT_FORM);
}

/**
 * Sends the message kept while its sender verified `email` (spec §4: after /verify-otp).
 * Resolves false when none is kept; throws an Error whose message is for the visitor.
 */
export async function sendPendingContact(email: string): Promise<boolean> {
  const pending = readPendingContact();
  if (!pending) return false;
  try {
    await sendContactMessage({ ...pending, verifiedEmail: email });
  } catch (error) {
    throw new Error(describeFailure(error, { ...CONTACT_FAILURE, network: CONTACT_FAILURE.refused }), { cause: error });
  }
  clearPendingContact();
  return true;
}
