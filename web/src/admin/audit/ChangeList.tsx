import type { AuditEntry } from '../../../../shared/api/audit';
import { changedFields, type StaffAddress } from './auditDiff';

/** Fields shown per entry before "and N more" (a settings save can touch dozens). */
const SHOWN_FIELDS = 6;

/** Before -> after of each changed field, the first few of them. */
export function ChangeList({ entry, staffAddress }: { entry: Pick<AuditEntry, 'before' | 'after'>; staffAddress?: StaffAddress }) {
  const changes = changedFields(entry.before, entry.after, staffAddress);
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
