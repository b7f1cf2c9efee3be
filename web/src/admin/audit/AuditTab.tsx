import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, isRestorable, type AuditEntry, type RestorableEntity } from '../../../../shared/api/audit';
import { useStaffAccounts } from '../leads/useStaffAccounts';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { NO_LISTS, useAdminActions, type Reloads } from '../state/useAdminActions';
import { usePagedList } from '../state/usePagedList';
import { DataTable } from '../ui/DataTable';
import { formatDate } from '../ui/format';
import { PagedListCard } from '../ui/ListControls';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { changedFields, describeEntry, recordName } from './auditDiff';

/** Fields shown per entry before "and N more" (a settings save can touch dozens). */
const SHOWN_FIELDS = 6;

/** What a restore changes in the cached data besides the log: the record's list, and the Dashboard's project count. */
const RESTORED_LISTS: Record<RestorableEntity, Reloads> = {
  project: ['projects', 'stats'],
  service: ['services'],
  testimonial: ['testimonials'],
  template: ['templates'],
  settings: NO_LISTS,
};

const when = (at: number) => formatDate(new Date(at).toISOString(), true);

/** The Activity tab (issue 18): every staff change, filtered by who, what and when; content put back from it. */
export default function AuditTab() {
  const api = useAdminApi();
  const entries = useAdminStore((state) => state.data.audit);
  const { refresh } = usePagedList('audit');
  const { mutate } = useAdminActions();
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);

  // Changes made in other tabs since the last load are in the log now.
  useEffect(() => {
    void refresh();
    // Once, on opening the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const restore = async (entry: AuditEntry) => {
    setRestoring(null);
    await mutate(
      () => api.audit.restore(entry._id),
      { success: () => `${AUDIT_ENTITY_LABELS[entry.entity]} restored as it was before ${when(entry.at)}.`, failure: 'Failed to restore' },
      ['audit', ...(isRestorable(entry.entity) ? RESTORED_LISTS[entry.entity] : NO_LISTS)],
    );
  };

  return (
    <>
      <PageHeader title="Activity" description="Every change made in this dashboard, who made it and when. Content can be put back as it was before a change." />
      <PagedListCard list="audit" noun="changes" tools={<AuditFilters />}>
        <DataTable
          caption="Changes made by staff"
          rows={entries.data}
          rowKey={(entry) => entry._id}
          rowLabel={(entry) => `${describeEntry(entry)} at ${when(entry.at)}`}
          emptyText="No changes found"
          columns={[
            { header: 'When', cell: (entry) => <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time> },
            { header: 'Who', cell: (entry) => entry.staff },
            { header: 'What', cell: (entry) => describeEntry(entry) },
            { header: 'Changes', cell: (entry) => <ChangeList entry={entry} /> },
          ]}
          actions={[{ label: 'Restore the version before', icon: RotateCcw, onClick: (entry) => setRestoring(entry), appliesTo: (entry) => entry.restorable }]}
        />
      </PagedListCard>
      {restoring && (
        <Modal title="Restore this version?" onClose={() => setRestoring(null)}>
          <p>{restoreSentence(restoring)}</p>
          <ChangeList entry={{ before: restoring.after, after: restoring.before }} />
          <p className="adm-muted">The version it replaces stays in this log, so a restore can be undone the same way.</p>
          <div className="adm-form-actions">
            <button type="button" className="adm-button" data-autofocus onClick={() => setRestoring(null)}>
              Cancel
            </button>
            <button type="button" className="adm-button adm-button--primary" onClick={() => void restore(restoring)}>
              Restore
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** What a restore from `entry` does, in a sentence. */
function restoreSentence(entry: AuditEntry): string {
  const name = recordName({ before: entry.before, after: null });
  const kind = AUDIT_ENTITY_LABELS[entry.entity];
  const record = name ? `${kind} "${name}"` : `the ${kind.toLowerCase()}`;
  if (entry.action === 'delete' || entry.action === 'reset') return `Brings back ${record}, deleted by ${entry.staff} on ${when(entry.at)}.`;
  return `Puts ${record} back as ${entry.entity === 'settings' ? 'they were' : 'it was'} before ${entry.staff} changed it on ${when(entry.at)}:`;
}

/** Before -> after of each changed field, the first few of them. */
function ChangeList({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <span className="adm-muted">—</span>;
  const hidden = changes.length - SHOWN_FIELDS;
  return (
    <ul className="adm-diff">
      {changes.slice(0, SHOWN_FIELDS).map(({ field, before, after }) => (
        <li key={field}>
          <span className="adm-diff__field">{field}:</span>{' '}
          {before !== null && <del>{before}</del>}
          {before !== null && after !== null && <span aria-hidden="true"> → </span>}
          {after !== null && <ins>{after}</ins>}
        </li>
      ))}
      {hidden > 0 && <li className="adm-muted">and {hidden} more</li>}
    </ul>
  );
}

/** A day picked in the staff member's own calendar, as the milliseconds its midnight falls on. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const dayOf = (ms: number | undefined) => {
  if (ms === undefined) return '';
  const date = new Date(ms);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const ONE_DAY_LATER = (ms: number) => {
  const date = new Date(ms);
  date.setDate(date.getDate() + 1);
  return date.getTime();
};

/** Who, which kind of record, from and to which day (both days included). */
function AuditFilters() {
  const { view, filterBy } = usePagedList('audit');
  const accounts = useStaffAccounts();
  const toDay = view.to === undefined ? '' : dayOf(new Date(view.to).setDate(new Date(view.to).getDate() - 1));
  return (
    <>
      <label className="adm-list-sort">
        <span>Who</span>
        <select value={view.staff ?? ''} onChange={(event) => void filterBy({ staff: event.target.value || undefined })}>
          <option value="">Everyone</option>
          {/* A removed colleague's changes stay findable while they are filtered by. */}
          {[...new Set([...accounts.map((account) => account.email), ...(view.staff ? [view.staff] : [])])].map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-list-sort">
        <span>What</span>
        <select value={view.entity ?? ''} onChange={(event) => void filterBy({ entity: event.target.value || undefined })}>
          <option value="">Everything</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-list-sort">
        <span>From</span>
        <input type="date" value={dayOf(view.from)} onChange={(event) => void filterBy({ from: event.target.value ? dayStart(event.target.value) : undefined })} />
      </label>
      <label className="adm-list-sort">
        <span>To</span>
        <input type="date" value={toDay} onChange={(event) => void filterBy({ to: event.target.value ? ONE_DAY_LATER(dayStart(event.target.value)) : undefined })} />
      </label>
    </>
  );
}
