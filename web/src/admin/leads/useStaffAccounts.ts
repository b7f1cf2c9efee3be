import { useEffect, useState } from 'react';
import type { StaffAccount } from '../../../../shared/api/staff';
import { useAdminApi } from '../state/AdminApiContext';

/**
 * The staff accounts, for owners of leads: their choices in the lead detail and the owner
 * filter, and the owner's address in the rows. Empty until loaded (or if loading failed: the
 * lists still work, the owner shows as its id).
 */
export function useStaffAccounts(): StaffAccount[] {
  const api = useAdminApi();
  const [accounts, setAccounts] = useState<StaffAccount[]>([]);
  useEffect(() => {
    let current = true;
    api.staff
      .list()
      .then((list) => current && setAccounts(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return accounts;
}

/** The address an owner id stands for, as people know their colleagues. */
export const ownerName = (accounts: StaffAccount[], ownerId: string | null | undefined): string =>
  ownerId ? (accounts.find((account) => account._id === ownerId)?.email ?? 'a removed account') : 'Unassigned';
