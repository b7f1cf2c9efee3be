import { useState, type ComponentType, type FormEvent } from 'react';
import { useOneAtATime } from '../../lib/useOneAtATime';
import type { DraftFieldsProps } from './entityDefinition';
import { FormActions } from '../ui/FormActions';

interface EntityFormProps<Draft> {
  label: string;
  Fields: ComponentType<DraftFieldsProps<Draft>>;
  initial: Draft;
  onCancel(): void;
  onSave(draft: Draft): Promise<void>;
}

/** The create/edit form inside the modal; the Templates tab's system mails reuse it. */
export function EntityForm<Draft>({ label, Fields, initial, onCancel, onSave }: EntityFormProps<Draft>) {
  const [draft, setDraft] = useState(initial);
  const [busy, oneAtATime] = useOneAtATime();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await oneAtATime(() => onSave(draft));
  }

  return (
    <form onSubmit={submit} aria-label={`${label} details`}>
      <Fields draft={draft} set={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
      <FormActions>
        <button type="button" className="adm-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? 'Saving…' : `Save ${label}`}
        </button>
      </FormActions>
    </form>
  );
}
