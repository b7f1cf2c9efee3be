import { agencyDay } from '../../../../shared/agency-time';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '../../../../shared/api/audit';
import { useStaffAccounts } from '../leads/useStaffAccounts';
import { usePagedList } from '../state/usePagedList';
import { agencyDayStart } from '../ui/format';
import { ListChoice, ListTool, type Choice } from '../ui/ListChoice';

const ENTITY_CHOICES: Choice[] = [{ value: '', label: 'Everything' }, ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }))];

/** The agency's next day after one that begins at dayStart (India keeps one offset all year). */
const nextDay = (dayStart: number) => dayStart + 86_400_000;
const dayOf = (ms: number | undefined) => (ms === undefined ? '' : agencyDay(ms));

/** Who, which kind of record, from and to which day (both days included). */
export function AuditFilters() {
  const { view, filterBy } = usePagedList('audit');
  const accounts = useStaffAccounts();
  const toDay = view.to === undefined ? '' : dayOf(view.to - 1);
  return (
    <>
      <ListChoice
        label="Who"
        value={view.staff ?? ''}
        // A removed colleague's changes stay findable while they are filtered by.
        choices={[{ value: '', label: 'Everyone' }, ...[...new Set([...accounts.map((account) => account.email), ...(view.staff ? [view.staff] : [])])].map((email) => ({ value: email, label: email }))]}
        onChoose={(value) => void filterBy({ staff: value || undefined })}
      />
      <ListChoice label="What" value={view.entity ?? ''} choices={ENTITY_CHOICES} onChoose={(value) => void filterBy({ entity: value || undefined })} />
      <ListTool label="From">
        <input type="date" value={dayOf(view.from)} onChange={(event) => void filterBy({ from: event.target.value ? agencyDayStart(event.target.value) : undefined })} />
      </ListTool>
      <ListTool label="To">
        <input type="date" value={toDay} onChange={(event) => void filterBy({ to: event.target.value ? nextDay(agencyDayStart(event.target.value)) : undefined })} />
      </ListTool>
    </>
  );
}
