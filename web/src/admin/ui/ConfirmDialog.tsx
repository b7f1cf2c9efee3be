import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { FormActions } from './FormActions';

interface ConfirmDialogProps {
  title: string;
  /** The confirming button's words, e.g. 'Restore'. */
  confirm: string;
  /** Red for what cannot be undone (an erasure). */
  danger?: boolean;
  /**
   * The confirmed action is under way with the dialog still open (an erasure says what it removed
   * when done): the button waits, so a double click acts once.
   */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** What confirming does, said in full. */
  children: ReactNode;
}

/**
 * A question too long for window.confirm (what a restore puts back, what an erasure deletes):
 * Cancel has the focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({ title, confirm, danger = false, busy = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      {children}
      <FormActions>
        <button type="button" className="adm-button" data-autofocus onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={`adm-button adm-button--${danger ? 'danger' : 'primary'}`} disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </FormActions>
    </Modal>
  );
}
