import { STORAGE_CONTACT_FORM } from '../../../../shared/constants';

/** A contact message waiting for its sender's e-mail to be verified (spec §3 'Contact message'). */
export interface PendingContact {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export function storePendingContact(contact: PendingContact): void {
  localStorage.setItem(STORAGE_CONTACT_FORM, JSON.stringify(contact));
}

export function readPendingContact(): PendingContact | null {
  try {
    const raw = localStorage.getItem(STORAGE_CONTACT_FORM);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'email' in parsed && 'message' in parsed) return parsed as PendingContact;
  } catch {
    // Unreadable storage counts as nothing stored.
  }
  return null;
}

export function clearPendingContact(): void {
  localStorage.removeItem(STORAGE_CONTACT_FORM);
}
