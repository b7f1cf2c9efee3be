import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RIGHTS_REQUEST_KINDS, type RightsRequest } from '../../../../shared/api/data-rights';
import type { PersonExport } from '../../../../shared/api/people';
import { CONSENT_PURPOSE_NAMES, type ConsentPurpose } from '../../../../shared/content/consent-notices';
import { SelectField, TextAreaField } from '../../components/FormField';
import { StatusBanner } from '../../components/StatusBanner';
import type { Status } from '../../components/status';
import { describeFailure } from '../../lib/http';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { sendRightsRequest, withdrawYourConsent } from './dataRightsApi';
import './yourData.css';

const FAILURE = { refused: 'That did not work. Please try again.', network: 'We could not reach the server. Please try again.' };
const KIND_LABELS: Record<RightsRequest['kind'], string> = { correction: 'Correct my data', erasure: 'Erase my data' };
const day = (ms: unknown) => new Date(Number(ms)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** '1 quote request', '0 quote requests', '3 quote requests'. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Saves the data as a JSON file, as the staff export does. */
function download(data: PersonExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${data.email}.json` });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * What a proven address sees on the data rights page (issue 18, DPDP Act s.11-13): what is held,
 * as a download; each consent, withdrawn in one click; a request to correct or erase.
 */
export function YourData({ data, onChanged }: { data: PersonExport; onChanged(): Promise<void> }) {
  const [status, setStatus] = useState<Status | null>(null);
  const [kind, setKind] = useState<RightsRequest['kind'] | ''>('');
  const [note, setNote] = useState('');
  // A double click must not mail the agency twice (or use two of the day's three requests).
  const [busy, oneAtATime] = useOneAtATime();
  const consents = data.consents as { purpose: ConsentPurpose; source: string; given_at: number; withdrawn_at: number | null }[];

  const act = (work: () => Promise<{ message?: string }>, after?: () => void) =>
    oneAtATime(async () => {
      try {
        const answer = await work();
        setStatus({ type: 'success', text: answer.message ?? 'Done.' });
        after?.();
        await onChanged();
      } catch (error) {
        setStatus({ type: 'error', text: describeFailure(error, FAILURE) });
      }
    });

  function request(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
    void act(
      () => sendRightsRequest({ email: data.email, kind, note }),
      () => {
        setKind('');
        setNote('');
      },
    );
  }

  return (
    <div className="your-data">
      <StatusBanner status={status} />
      <section aria-labelledby="held-heading" className="card">
        <h2 id="held-heading">What we hold on {data.email}</h2>
        <ul>
          <li>
            {count(data.messages.length, 'contact message')} and {count(data.quoteRequests.length, 'quote request')}
          </li>
          <li>{data.newsletter.length ? `Newsletter: ${String(data.newsletter[0].status)}` : 'No newsletter subscription'}</li>
          <li>
            {count(data.mails.length, 'e-mail')} we sent you, and {count(data.timeline.length, 'step')} in your history with us
          </li>
        </ul>
        <button type="button" className="button button--secondary" onClick={() => download(data)}>
          <Download aria-hidden="true" size={18} /> Download all of it (JSON)
        </button>
      </section>

      <section aria-labelledby="consents-heading" className="card">
        <h2 id="consents-heading">Your consents</h2>
        {consents.length === 0 ? (
          <p>You have given us no consent on record.</p>
        ) : (
          <ul className="your-data__consents">
            {consents.map((consent) => (
              <li key={`${consent.purpose}-${consent.given_at}`}>
                <span>
                  <strong>{CONSENT_PURPOSE_NAMES[consent.purpose]}</strong> ({consent.source}, {day(consent.given_at)}):{' '}
                  {consent.withdrawn_at === null ? 'given' : `withdrawn ${day(consent.withdrawn_at)}`}
                </span>
                {consent.withdrawn_at === null && (
                  <button type="button" className="button button--small" disabled={busy} onClick={() => void act(() => withdrawYourConsent(data.email, consent.purpose))}>
                    Withdraw
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={request} className="card" aria-labelledby="request-heading" aria-busy={busy}>
        <h2 id="request-heading">Ask us to correct or erase your data</h2>
        <SelectField
          label="What would you like?"
          required
          placeholder="Choose"
          value={kind}
          onChange={(event) => setKind(event.target.value as RightsRequest['kind'])}
          options={RIGHTS_REQUEST_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <TextAreaField label="Tell us what to change or remove" required maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
        <button type="submit" className="button button--primary" disabled={busy}>
          Send request
        </button>
      </form>
    </div>
  );
}
