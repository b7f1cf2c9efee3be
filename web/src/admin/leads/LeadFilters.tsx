import type { StaffAccount } from '../../../../shared/api/staff';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../../shared/api/pipeline';
import { UNASSIGNED, type LeadStatusFilter } from '../../../../shared/api/lists';
import { usePagedList } from '../state/usePagedList';

const STAGE_CHOICES: { value: string; label: string }[] = [
  { value: '', label: 'All stages' },
  { value: 'open', label: 'Open (not won or lost)' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

/** Stage and owner filters of a lead list (issue 18), beside its search and sort. */
export function LeadFilters({ list, accounts }: { list: 'contacts' | 'quotes'; accounts: StaffAccount[] }) {
  const { view, filterBy } = usePagedList(list);
  return (
    <>
      <label className="adm-list-sort">
        <span>Stage</span>
        <select
          value={view.status ?? ''}
          onChange={(event) => void filterBy({ status: (event.target.value || undefined) as LeadStatusFilter | undefined, owner: view.owner })}
        >
          {STAGE_CHOICES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-list-sort">
        <span>Owner</span>
        <select value={view.owner ?? ''} onChange={(event) => void filterBy({ status: view.status, owner: event.target.value || undefined })}>
          <option value="">Anyone</option>
          <option value={UNASSIGNED}>Unassigned</option>
          {accounts.map((account) => (
            <option key={account._id} value={account._id}>
              {account.email}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
