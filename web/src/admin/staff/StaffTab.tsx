import { KeyRound, PenLine, Trash2, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { StaffAccount } from '../../../../shared/api/staff';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { PasswordForm } from './PasswordForm';
import { AddStaffForm } from './AddStaffForm';
import { ShortDate } from '../ui/Moment';
import { BylineForm } from './BylineForm';

/** Staff accounts (one role, spec §6): your own password and byline, and who else may sign in. */
export default function StaffTab() {
  const api = useAdminApi();
  const { removeConfirmed } = useAdminActions();
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);

  const you = accounts?.find((account) => account.isYou);
  const load = useCallback(() => api.staff.list().then(setAccounts, () => setAccounts([])), [api]);
  useEffect(() => void load(), [load]);

  const remove = async (account: StaffAccount) => {
    const removed = await removeConfirmed(
      `Remove the staff account ${account.email}? Its sessions end at once.`,
      () => api.staff.remove(account._id),
      { success: `${account.email} was removed.`, failure: 'Failed to remove staff account' },
      NO_LISTS,
    );
    if (removed) await load();
  };

  return (
    <>
      <PageHeader title="Staff" description="Your password, and the accounts that may sign in to this dashboard." />
      <section className="adm-card adm-section" aria-labelledby="adm-own-password">
        <h2 id="adm-own-password">
          <KeyRound aria-hidden="true" size={18} /> Your password
        </h2>
        <p className="adm-muted">Changing it signs out your other sessions (other browsers and the desktop app).</p>
        <PasswordForm />
      </section>
      {you && (
        <section className="adm-card adm-section" aria-labelledby="adm-own-byline">
          <h2 id="adm-own-byline">
            <PenLine aria-hidden="true" size={18} /> Your byline
          </h2>
          <BylineForm key={you._id} account={you} onSaved={() => void load()} />
        </section>
      )}
      <section className="adm-card adm-section" aria-labelledby="adm-staff-accounts">
        <h2 id="adm-staff-accounts">
          <UserPlus aria-hidden="true" size={18} /> Staff accounts
        </h2>
        {accounts === null ? (
          <p className="adm-muted" role="status">
            Loading accounts…
          </p>
        ) : (
          <DataTable
            caption="Staff accounts"
            rows={accounts}
            rowKey={(a) => a._id}
            rowLabel={(a) => a.email}
            emptyText="No staff accounts found"
            columns={[
              { header: 'Email', cell: (a) => <strong>{a.isYou ? `${a.email} (you)` : a.email}</strong> },
              { header: 'Added', cell: (a) => <ShortDate value={a.createdAt} withTime /> },
            ]}
            actions={[{ label: 'Remove', icon: Trash2, danger: true, onClick: (a) => void remove(a), appliesTo: (a) => !a.isYou }]}
          />
        )}
        <AddStaffForm onAdded={load} />
      </section>
    </>
  );
}
