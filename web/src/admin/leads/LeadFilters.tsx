import type { StaffAccount } from '../../../../shared/api/staff';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../../../shared/api/pipeline';
import { UNASSIGNED, type LeadStatusFilter } from '../../../../shared/api/lists';
import { usePagedList } from '../state/usePagedList';
import { ListChoice, type Choice } from '../ui/ListChoice';

const STAGE_CHOICES: Choice[] = [
  { value: '', label: 'All stages' },
  { value: 'open', label: 'Open (not won or lost)' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

/** Stage and owner filters of a lead list (issue 18), beside its search and sort. */
export function LeadFilters({ list, accounts }: { list: 'contacts' | 'quotes'; accounts: StaffAccount[] }) {
  const { view, filterBy } = usePagedList(list);
  return (
    <>
      <ListChoice
        label="Stage"
        value={view.status ?? ''}
        choices={STAGE_CHOICES}
        onChoose={(value) => void filterBy({ status: (value || undefined) as LeadStatusFilter | undefined, owner: view.owner })}
      />
      <ListChoice
        label="Owner"
        value={view.owner ?? ''}
        choices={[{ value: '', label: 'Anyone' }, { value: UNASSIGNED, label: 'Unassigned' }, ...accounts.map((account) => ({ value: account._id, label: account.email }))]}
        onChoose={(value) => void filterBy({ status: view.status, owner: value || undefined })}
      />
    </>
  );
}
