import { Download, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ERASED_RECORD_LABELS } from '../../../../shared/labels';
import type { AdminApi } from '../api/adminApi';
import { useAdminApi } from '../state/AdminApiContext';
import { DATA_NAMES } from '../state/adminData';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { PendingRights } from '../leads/PendingRights';
import { EraseDialog } from './EraseDialog';
import { PersonTimeline } from './PersonTimeline';

type Erased = Awaited<ReturnType<AdminApi['people']['erase']>>;

/** One person's timeline, with their data rights: export and erasure. */
export function Person({ email }: { email: string }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const timeline = useLoaded(useCallback(() => api.people.timeline(email), [api, email]));
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<Erased | null>(null);
  const [erasing, eraseOnce] = useOneAtATime();

  const exportData = () =>
    mutate(() => api.people.exportData(email), { success: (saved) => (saved ? `Data of ${email} exported` : null), failure: 'Failed to export the data' }, NO_LISTS);

  const erase = async () => {
    let result: Erased | null = null;
    const done = await eraseOnce(() =>
      mutate(
        async () => {
          result = await api.people.erase(email);
          return result;
        },
        { success: (answer) => `${email}: ${answer.message.toLowerCase()}`, failure: 'Failed to erase this person' },
        // Their leads, subscription, mails and campaign recipients go: nearly every list changes.
        DATA_NAMES,
      ),
    );
    // A click refused while the erasure runs: the erasure itself closes the dialog.
    if (done === undefined) return;
    setConfirming(false);
    if (done) {
      setErased(result);
      timeline.reload();
    }
  };

  const entries = timeline.value?.entries ?? [];
  return (
    <section className="adm-card adm-section" aria-labelledby="adm-person">
      <div className="adm-person-header">
        <h2 id="adm-person">{email}</h2>
        <div className="adm-person-actions">
          <button type="button" className="adm-button" onClick={() => void exportData()}>
            <Download aria-hidden="true" size={16} /> Export data (JSON)
          </button>
          <button type="button" className="adm-button adm-button--danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={16} /> Erase this person
          </button>
        </div>
      </div>
      {erased && <ErasedNotice erased={erased} />}
      <PendingRights email={email} />
      {timeline.failed && <p className="adm-form-error">Could not load the timeline: {failureMessage(timeline.error)}</p>}
      {timeline.value && entries.length === 0 && <p className="adm-muted">Nothing is held on {email}.</p>}
      {entries.length > 0 && <PersonTimeline email={email} entries={entries} />}
      {confirming && <EraseDialog email={email} erasing={erasing} onErase={() => void erase()} onCancel={() => setConfirming(false)} />}
    </section>
  );
}

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What an erasure removed, kind by kind. */
function ErasedNotice({ erased }: { erased: Erased }) {
  return (
    <div className="adm-erased" role="status">
      <p>
        <strong>Erased.</strong> {erased.message}.{' '}
        {Object.entries(erased.counts)
          .filter(([, n]) => n > 0)
          .map(([kind, n]) => `${ERASED_RECORD_LABELS[kind] ?? kind}: ${n}`)
          .join(', ')}
      </p>
      <p className="adm-muted">One audit entry keeps who erased and when, without the address.</p>
    </div>
  );
}
