import { useState, type FormEvent } from 'react';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../../../shared/api/staff';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { FieldGrid, TextInput } from '../ui/fields';
import { FormActions } from '../ui/FormActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

const EMPTY = { current: '', next: '', repeat: '' };

/** The signed-in account's new password, typed twice; the current one proves it is you. */
export function PasswordForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, oneAtATime] = useOneAtATime();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.next !== fields.repeat) return setProblem('The new password and its repetition differ.');
    setProblem(null);
    const changed = await oneAtATime(() =>
      mutate(
        () => api.staff.changePassword(fields.current, fields.next),
        { success: 'Password changed. Your other sessions were signed out.', failure: 'Failed to change password' },
        NO_LISTS,
      ),
    );
    if (changed) setFields(EMPTY);
  }

  return (
    <form onSubmit={submit}>
      <FieldGrid>
        <TextInput label="Current password" type="password" autoComplete="current-password" required value={fields.current} onChange={set('current')} />
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_STAFF_PASSWORD_LENGTH}
          value={fields.next}
          onChange={set('next')}
          hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters.`}
        />
        <TextInput label="Repeat new password" type="password" autoComplete="new-password" required value={fields.repeat} onChange={set('repeat')} />
      </FieldGrid>
      <FormActions refusal={problem}>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </FormActions>
    </form>
  );
}
