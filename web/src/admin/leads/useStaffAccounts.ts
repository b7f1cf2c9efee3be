import { useCallback } from 'react';
import type { StaffAccount } from '../../../../shared/api/staff';
import { useAdminApi } from '../state/AdminApiContext';
import { useLoaded } from '../state/useLoaded';

/**
 * The staff accounts, for owners of leads: their choices in the lead detail and the owner
 * filter, and the owner's address in the rows. Empty until loaded (or if loading failed: the
 * lists still work, the owner shows as its id).
 */
export function useStaffAccounts(): StaffAccount[] {
  const api = useAdminApi();
  const loadAccounts = useCallback(() => api.staff.list(), [api]);
  return useLoaded(loadAccounts).value ?? NONE;
}

const NONE: StaffAccount[] = [];

/** The address an owner id stands for, as people know their colleagues. */
export const ownerName = (accounts: StaffAccount[], ownerId: string | null | undefined): string =>
  ownerId ? (accounts.find((account) => account._id === ownerId)?.email ?? 'a removed account') : 'Unassigned';
