import { ConfirmDialog } from '../ui/ConfirmDialog';

/** What an erasure removes, said before staff confirm it (api/routes/people/erase.ts). */
const ERASED_KINDS = [
  'contact messages and quote requests, with their notes, stage changes and replies',
  'the newsletter subscription, campaign opt-outs and the consents given',
  'every mail sent to the address and every notification about them',
  'e-mail codes and verifications, and the timeline steps',
  'page views whose address or referrer carries the e-mail address',
];

/** The right to erasure, asked once more with everything it deletes spelled out. */
export function EraseDialog({ email, erasing, onErase, onCancel }: { email: string; erasing: boolean; onErase(): void; onCancel(): void }) {
  return (
    <ConfirmDialog title={`Erase ${email}?`} confirm={`Erase ${email}`} danger busy={erasing} onConfirm={onErase} onCancel={onCancel}>
      <p>
        This deletes everything held on <strong>{email}</strong>, for good:
      </p>
      <ul className="adm-erase-list">
        {ERASED_KINDS.map((kind) => (
          <li key={kind}>{kind}</li>
        ))}
      </ul>
      <p className="adm-muted">Export their data first if they asked for a copy. An audit entry keeps who erased and when, without the address.</p>
    </ConfirmDialog>
  );
}
