import { useState, type FormEvent } from 'react';
import { textLimits } from '../../../../shared/api/common';
import { StaffProfile, type StaffAccount } from '../../../../shared/api/staff';
import { bindDraft } from '../content/bindDraft';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { FieldGrid, TextInput } from '../ui/fields';
import { FormActions } from '../ui/FormActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

const LIMITS = textLimits(StaffProfile);

/** The signed-in account's name and role, shown under the Insights posts it writes (all of them, when changed). */
export function BylineForm({ account, onSaved }: { account: StaffAccount; onSaved(): void }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [profile, setProfile] = useState<StaffProfile>({ name: account.name, role: account.role });
  const [busy, oneAtATime] = useOneAtATime();
  const { text } = bindDraft(profile, (patch) => setProfile((current) => ({ ...current, ...patch })));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await oneAtATime(() => mutate(() => api.staff.saveProfile(profile), { success: 'Byline saved', failure: 'Failed to save byline' }, ['posts']));
    if (saved) onSaved();
  }

  return (
    <form onSubmit={submit}>
      <FieldGrid>
        <TextInput label="Your name" maxLength={LIMITS.name} autoComplete="name" {...text('name')} hint="As readers see it under your posts." />
        <TextInput label="Your role" maxLength={LIMITS.role} autoComplete="organization-title" {...text('role')} hint="e.g. Lead Web Developer" />
      </FieldGrid>
      <FormActions>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          Save byline
        </button>
      </FormActions>
    </form>
  );
}
