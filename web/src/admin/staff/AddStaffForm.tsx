import { useState, type FormEvent } from 'react';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../../../shared/api/staff';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { FieldGrid, TextInput } from '../ui/fields';
import { FormActions } from '../ui/FormActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

const EMPTY = { email: '', password: '' };

/** A new staff account with a first password, which its owner changes after signing in. */
export function AddStaffForm({ onAdded }: { onAdded(): Promise<unknown> }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [fields, setFields] = useState(EMPTY);
  const [busy, oneAtATime] = useOneAtATime();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const added = await oneAtATime(() =>
      mutate(() => api.staff.add(fields), { success: (account) => `Staff account ${account.email} added.`, failure: 'Failed to add staff account' }, NO_LISTS),
    );
    if (!added) return;
    setFields(EMPTY);
    await onAdded();
  }

  return (
    <form onSubmit={submit} aria-label="Add a staff account" className="adm-subform">
      <h3>Add a staff account</h3>
      <FieldGrid>
        <TextInput label="Email" type="email" autoComplete="off" required value={fields.email} onChange={(e) => setFields({ ...fields, email: e.target.value })} />
        <TextInput
          label="First password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_STAFF_PASSWORD_LENGTH}
          value={fields.password}
          onChange={(e) => setFields({ ...fields, password: e.target.value })}
          hint="Tell it to them in person; they change it under Staff after signing in."
        />
      </FieldGrid>
      <FormActions>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? 'Adding…' : 'Add account'}
        </button>
      </FormActions>
    </form>
  );
}
