import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '../../../../shared/api/audit';
import { useStaffAccounts } from '../leads/useStaffAccounts';
import { usePagedList } from '../state/usePagedList';
import { ListChoice, ListTool, type Choice } from '../ui/ListChoice';

const ENTITY_CHOICES: Choice[] = [{ value: '', label: 'Everything' }, ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }))];

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
export function AuditFilters() {
  const { view, filterBy } = usePagedList('audit');
  const accounts = useStaffAccounts();
  const toDay = view.to === undefined ? '' : dayOf(new Date(view.to).setDate(new Date(view.to).getDate() - 1));
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
        <input type="date" value={dayOf(view.from)} onChange={(event) => void filterBy({ from: event.target.value ? dayStart(event.target.value) : undefined })} />
      </ListTool>
      <ListTool label="To">
        <input type="date" value={toDay} onChange={(event) => void filterBy({ to: event.target.value ? ONE_DAY_LATER(dayStart(event.target.value)) : undefined })} />
      </ListTool>
    </>
  );
}
