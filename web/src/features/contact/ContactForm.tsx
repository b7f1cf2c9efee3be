import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTACT_SUCCESS_REDIRECT_MS, STATUS_RESET_MS } from '../../lib/displayRules';
import { fieldBinder, TextAreaField, TextField } from '../../components/FormField';
import { ConsentNotice } from '../../components/ConsentNotice';
import { StatusBanner } from '../../components/StatusBanner';
import type { Status } from '../../components/status';
import { describeFailure } from '../../lib/http';
import { tooLongField } from '../../lib/leadLimits';
import { useTimeout } from '../../lib/useTimeout';
import { CONTACT_FAILURE, CONTACT_MESSAGES, sendContactMessage } from './contactApi';
import { clearPendingContact, readPendingContact, storePendingContact, type PendingContact } from './pendingContact';

const emptyForm: PendingContact = { name: '', email: '', phone: '', subject: '', message: '' };
const LABELS = { name: 'Full Name', phone: 'Phone Number', subject: 'Subject', message: 'Message' };

/** How the page has the sender's address verified (the OTP feature, composed by ContactPage). */
export interface ContactVerification {
  isVerified(email: string): Promise<boolean>;
  /** Sends a code and moves on to the code entry; resolves the text to show when that failed. */
  start(contact: PendingContact): Promise<string | null>;
}

/**
 * Contact form (spec §2, §4): an address this browser already verified sends at once and
 * shows 'Message Sent Successfully'; otherwise the form is kept in this tab's sessionStorage and the
 * verification starts (a code is sent and the visitor continues on /verify-otp). `alreadySent`:
 * the visitor is back from /verify-otp, which sent the kept message, so the success panel shows.
 */
export function ContactForm({ verification, alreadySent = false }: { verification: ContactVerification; alreadySent?: boolean }) {
  // Back from /verify-otp (a mistyped address, a code that never came): the message kept in this
  // tab fills the form again, to be mended rather than typed anew.
  const [form, setForm] = useState<PendingContact>(() => ({ ...emptyForm, ...(alreadySent ? null : readPendingContact()) }));
  const [status, setStatus] = useState<Status | null>(null);
  const [sent, setSent] = useState(alreadySent);
  const navigate = useNavigate();
  const busy = status?.type === 'loading';

  useTimeout(status?.type === 'error', STATUS_RESET_MS, () => setStatus(null));
  // Replaces the sent /contact entry, so Back from the home page finds the form, not the panel again.
  useTimeout(sent, CONTACT_SUCCESS_REDIRECT_MS, () => navigate('/', { replace: true }));

  const set = (field: keyof PendingContact) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const bind = fieldBinder(form, set);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const contact = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, value.trim()])) as unknown as PendingContact;
    if (!contact.name || !contact.email || !contact.subject || !contact.message) {
      return setStatus({ type: 'error', text: CONTACT_MESSAGES.missingFields });
    }
    const tooLong = tooLongField(contact, LABELS);
    if (tooLong) return setStatus({ type: 'error', text: tooLong });
    setStatus({ type: 'loading', text: CONTACT_MESSAGES.sending });
    const verified = await verification.isVerified(contact.email);
    if (verified) {
      try {
        await sendContactMessage({ ...contact, verifiedEmail: contact.email });
        // A message kept earlier in this tab is replaced by this one, sent: it must not come back.
        clearPendingContact();
        setForm(emptyForm);
        setStatus(null);
        setSent(true);
      } catch (error) {
        setStatus({ type: 'error', text: describeFailure(error, CONTACT_FAILURE) });
      }
      return;
    }
    storePendingContact(contact);
    const failure = await verification.start(contact);
    if (failure) setStatus({ type: 'error', text: failure });
  }

  if (sent) {
    return (
      <div className="card form-card success-panel" role="status">
        <CheckCircle2 aria-hidden="true" size={48} className="success-panel__icon" />
        <h2>{CONTACT_MESSAGES.sent}</h2>
        <p>Thank you for reaching out. We will get back to you shortly. Redirecting to the home page…</p>
      </div>
    );
  }

  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <div className="form-grid">
        <TextField label="Full Name" autoComplete="name" required {...bind('name')} />
        <TextField label="Email Address" type="email" autoComplete="email" required {...bind('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...bind('phone')} />
        <TextField label="Subject" required {...bind('subject')} />
      </div>
      <TextAreaField label="Message" required {...bind('message')} />
      <StatusBanner status={status} />
      <ConsentNotice purpose="lead_contact" />
      <button type="submit" className="button button--primary button--large button--block" disabled={busy}>
        <Send aria-hidden="true" size={18} />
        {busy ? CONTACT_MESSAGES.sending : 'Send Message'}
      </button>
    </form>
  );
}
