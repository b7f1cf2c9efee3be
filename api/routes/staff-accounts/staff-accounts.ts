import type { StaffAccount, StaffProfile } from '../../../shared/api/staff.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { hashPassword, insertAdmin, storeAdminPassword, verifyPassword } from '../../services/admins.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import { normalizeEmail } from '../../services/email.ts';
import { clearLoginAttempts, reserveLoginAttempt } from '../../services/login-throttle.ts';

/** Every staff account, oldest first; `isYou` marks the one asking. */
export async function listStaff(db: Db, yourId: string): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('admins').select(['id', 'email', 'name', 'role', 'created_at']).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ _id: row.id, email: row.email, name: row.name, role: row.role, createdAt: row.created_at, isYou: row.id === yourId }));
}

export type AddStaffResult = { ok: true; account: StaffAccount } | { ok: false; reason: 'exists' };

/** Serializes additions and removals of staff accounts on every instance (withLocks). */
const STAFF_LOCK = 'staff-accounts';

/**
 * Adds a staff account; the audit log keeps its address, never its password or hash. The check
 * for the address and the insert run under the staff lock, so a form sent twice at once adds the
 * account once and the other request is told it exists (not a unique-key failure).
 */
export async function addStaff(db: Db, email: string, password: string, now: number, actor: Actor): Promise<AddStaffResult> {
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return withLocks(db, [STAFF_LOCK], async (trx) => {
    const taken = await trx.selectFrom('admins').select('id').where('email', '=', address).executeTakeFirst();
    if (taken) return { ok: false, reason: 'exists' } as const;
    const id = await insertAdmin(trx, address, passwordHash, now);
    const account = { _id: id, email: address, name: '', role: '', createdAt: new Date(now).toISOString(), isYou: false };
    await recordAudit(trx, actor, now, { action: 'create', entity: 'staff', entityId: id, after: { _id: id, email: address, createdAt: account.createdAt } });
    return { ok: true, account } as const;
  });
}

export type RemoveStaffResult = { ok: true } | { ok: false; reason: 'not-found' | 'yourself' | 'last' };

/**
 * Removes an account, which ends its sessions (a token is only valid while its admin exists).
 * Nobody removes themselves here, and the last account stays: the dashboard would be locked. The
 * count and the delete run under one lock, so the last two staff removing each other at the same
 * moment (on two instances) leave one: the second removal counts what the first left.
 */
export async function removeStaff(db: Db, id: string, yourId: string, audit: { actor: Actor; now: number }): Promise<RemoveStaffResult> {
  if (id === yourId) return { ok: false, reason: 'yourself' };
  return withLocks(db, [STAFF_LOCK], async (trx) => {
    const admins = await trx.selectFrom('admins').select(['id', 'email', 'created_at']).execute();
    const removed = admins.find((admin) => admin.id === id);
    if (!removed) return { ok: false, reason: 'not-found' } as const;
    if (admins.length <= 1) return { ok: false, reason: 'last' } as const;
    await trx.deleteFrom('admins').where('id', '=', id).execute();
    await recordAudit(trx, audit.actor, audit.now, {
      action: 'delete',
      entity: 'staff',
      entityId: id,
      before: { _id: id, email: removed.email, createdAt: removed.created_at },
    });
    return { ok: true } as const;
  });
}

export type ChangePasswordResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'wrong-password' | 'not-found' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * The signed-in admin's new password, after proving the current one. Every session of the
 * account ends, this one too (as `npm run admin -- reset-password` does); the dashboard signs
 * in again with the new password, so only the other sessions are left signed out. The current
 * password is guessed no faster than at the sign-in: each try counts against the same throttle
 * (the address, and the address from this IP), so a stolen session cannot try passwords freely.
 */
export async function changeOwnPassword(
  db: Db,
  adminId: string,
  input: { currentPassword: string; newPassword: string; ip: string },
  now: number,
): Promise<ChangePasswordResult> {
  const admin = await db.selectFrom('admins').select(['email', 'password_hash']).where('id', '=', adminId).executeTakeFirst();
  if (!admin) return { ok: false, reason: 'not-found' };
  const retryAfterSeconds = await reserveLoginAttempt(db, admin.email, input.ip, now);
  if (retryAfterSeconds !== undefined) return { ok: false, reason: 'throttled', retryAfterSeconds };
  if (!(await verifyPassword(admin.password_hash, input.currentPassword))) return { ok: false, reason: 'wrong-password' };
  await clearLoginAttempts(db, admin.email, input.ip);
  const passwordHash = await hashPassword(input.newPassword);
  // Of two changes made at once with the same current password, only the first is stored: for the
  // second, the current password is another by then.
  const stored = await db.transaction().execute(async (trx) => {
    if (!(await storeAdminPassword(trx, admin.email, passwordHash, now, admin.password_hash))) return false;
    // That it changed, by whom and when: neither password nor hash.
    await recordAudit(trx, { email: admin.email }, now, { action: 'password', entity: 'staff', entityId: adminId });
    return true;
  });
  return stored ? { ok: true, email: admin.email } : { ok: false, reason: 'wrong-password' };
}

/**
 * The signed-in account's name and role, as shown under the posts it writes: posts already
 * written carry the new byline too (in the same transaction).
 */
export async function updateOwnProfile(db: Db, adminId: string, profile: StaffProfile, now: number, actor: Actor): Promise<StaffAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('admins').select(['id', 'email', 'name', 'role', 'created_at']).where('id', '=', adminId).executeTakeFirst();
    if (!before) return undefined;
    await trx.updateTable('admins').set({ name: profile.name, role: profile.role, updated_at: new Date(now).toISOString() }).where('id', '=', adminId).execute();
    await trx.updateTable('posts').set({ author_name: profile.name, author_role: profile.role }).where('author_id', '=', adminId).execute();
    const account = { _id: adminId, email: before.email, ...profile, createdAt: before.created_at, isYou: true };
    await recordAudit(trx, actor, now, {
      action: 'update',
      entity: 'staff',
      entityId: adminId,
      before: { _id: adminId, email: before.email, name: before.name, role: before.role },
      after: { _id: adminId, email: before.email, ...profile },
    });
    return account;
  });
}
