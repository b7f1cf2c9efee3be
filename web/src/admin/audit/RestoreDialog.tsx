import { AUDIT_ENTITY_LABELS, type AuditEntry } from '../../../../shared/api/audit';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatMoment } from '../ui/format';
import { recordName } from './auditDiff';
import { ChangeList } from './ChangeList';

/** What a restore from `entry` does, in a sentence. */
function restoreSentence(entry: AuditEntry): string {
  const name = recordName({ before: entry.before, after: null });
  const kind = AUDIT_ENTITY_LABELS[entry.entity];
  const record = name ? `${kind} "${name}"` : `the ${kind.toLowerCase()}`;
  if (entry.action === 'delete' || entry.action === 'reset') return `Brings back ${record}, deleted by ${entry.staff} on ${formatMoment(entry.at)}.`;
  return `Puts ${record} back as ${entry.entity === 'settings' ? 'they were' : 'it was'} before ${entry.staff} changed it on ${formatMoment(entry.at)}:`;
}

/** Asks before a restore, with what it puts back field by field. */
export function RestoreDialog({ entry, onRestore, onCancel }: { entry: AuditEntry; onRestore(): void; onCancel(): void }) {
  return (
    <ConfirmDialog title="Restore this version?" confirm="Restore" onConfirm={onRestore} onCancel={onCancel}>
      <p>{restoreSentence(entry)}</p>
      <ChangeList entry={{ before: entry.after, after: entry.before }} />
      <p className="adm-muted">The version it replaces stays in this log, so a restore can be undone the same way.</p>
    </ConfirmDialog>
  );
}
