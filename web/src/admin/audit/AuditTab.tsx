import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AUDIT_ENTITY_LABELS, isRestorable, type AuditEntry, type RestorableEntity } from '../../../../shared/api/audit';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { NO_LISTS, useAdminActions, type Reloads } from '../state/useAdminActions';
import { usePagedList } from '../state/usePagedList';
import { DataTable } from '../ui/DataTable';
import { formatMoment } from '../ui/format';
import { Moment } from '../ui/Moment';
import { PagedListCard } from '../ui/PagedListCard';
import { PageHeader } from '../ui/PageHeader';
import { AuditFilters } from './AuditFilters';
import { describeEntry } from './auditDiff';
import { ChangeList } from './ChangeList';
import { RestoreDialog } from './RestoreDialog';
import { Truncated } from '../ui/Truncated';
import { ownerName, useStaffAccounts } from '../leads/useStaffAccounts';

/** What a restore changes in the cached data besides the log: the record's list, and the Dashboard's project count. */
const RESTORED_LISTS: Record<RestorableEntity, Reloads> = {
  project: ['projects', 'stats'],
  service: ['services'],
  testimonial: ['testimonials'],
  template: ['templates'],
  settings: NO_LISTS,
  post: ['posts'],
};

/** The Activity tab (issue 18): every staff change, filtered by who, what and when; content put back from it. */
export default function AuditTab() {
  const api = useAdminApi();
  const entries = useAdminStore((state) => state.data.audit);
  const { refresh } = usePagedList('audit');
  const { mutate } = useAdminActions();
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);
  // A lead's owner is stored as an id: shown by address once the accounts are in.
  const accounts = useStaffAccounts();
  const staffAddress = accounts.length ? (id: string) => ownerName(accounts, id) : undefined;

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
      { success: () => `${AUDIT_ENTITY_LABELS[entry.entity]} restored as it was before ${formatMoment(entry.at)}.`, failure: 'Failed to restore' },
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
          rowLabel={(entry) => `${describeEntry(entry)} at ${formatMoment(entry.at)}`}
          emptyText="No changes found"
          columns={[
            { header: 'When', cell: (entry) => <Moment at={entry.at} /> },
            { header: 'Who', cell: (entry) => <Truncated text={entry.staff} /> },
            { header: 'What', cell: (entry) => describeEntry(entry) },
            { header: 'Changes', cell: (entry) => <ChangeList entry={entry} staffAddress={staffAddress} /> },
          ]}
          actions={[{ label: 'Restore the version before', icon: RotateCcw, onClick: (entry) => setRestoring(entry), appliesTo: (entry) => entry.restorable }]}
        />
      </PagedListCard>
      {restoring && <RestoreDialog entry={restoring} onRestore={() => void restore(restoring)} onCancel={() => setRestoring(null)} />}
    </>
  );
}
