import { verify } from '@node-rs/argon2';
import type { StaffAccount } from '../../../shared/api/staff.ts';
import type { Db } from '../../db/connect.ts';
import { createAdmin, setAdminPassword } from '../../services/admins.ts';
import { normalizeEmail } from '../../services/email.ts';

/** Every staff account, oldest first; `isYou` marks the one asking. */
export async function listStaff(db: Db, yourId: string): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('admins').select(['id', 'email', 'created_at']).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ _id: row.id, email: row.email, createdAt: row.created_at, isYou: row.id === yourId }));
}

export type AddStaffResult = { ok: true; account: StaffAccount } | { ok: false; reason: 'exists' };

export async function addStaff(db: Db, email: string, password: string, now: number): Promise<AddStaffResult> {
  const address = normalizeEmail(email);
  const taken = await db.selectFrom('admins').select('id').where('email', '=', address).executeTakeFirst();
  if (taken) return { ok: false, reason: 'exists' };
  const id = await createAdmin(db, address, password, now);
  return { ok: true, account: { _id: id, email: address, createdAt: new Date(now).toISOString(), isYou: false } };
}

export type RemoveStaffResult = { ok: true } | { ok: false; reason: 'not-found' | 'yourself' | 'last' };

/**
 * Removes an account, which ends its sessions (a token is only valid while its admin exists).
 * Nobody removes themselves here, and the last account stays: the dashboard would be locked.
 */
export async function removeStaff(db: Db, id: string, yourId: string): Promise<RemoveStaffResult> {
  if (id === yourId) return { ok: false, reason: 'yourself' };
  return db.transaction().execute(async (trx) => {
    const admins = await trx.selectFrom('admins').select('id').execute();
    if (!admins.some((admin) => admin.id === id)) return { ok: false, reason: 'not-found' } as const;
    if (admins.length <= 1) return { ok: false, reason: 'last' } as const;
    await trx.deleteFrom('admins').where('id', '=', id).execute();
    return { ok: true } as const;
  });
}

export type ChangePasswordResult = { ok: true; email: string } | { ok: false; reason: 'wrong-password' | 'not-found' };

/**
 * The signed-in admin's new password, after proving the current one. Every session of the
 * account ends, this one too (as `npm run admin -- reset-password` does); the dashboard signs
 * in again with the new password, so only the other sessions are left signed out.
 */
export async function changeOwnPassword(
  db: Db,
  adminId: string,
  input: { currentPassword: string; newPassword: string },
  now: number,
): Promise<ChangePasswordResult> {
  const admin = await db.selectFrom('admins').select(['email', 'password_hash']).where('id', '=', adminId).executeTakeFirst();
  if (!admin) return { ok: false, reason: 'not-found' };
  if (!(await verify(admin.password_hash, input.currentPassword.trim()))) return { ok: false, reason: 'wrong-password' };
  await setAdminPassword(db, admin.email, input.newPassword, now);
  return { ok: true, email: admin.email };
}
