import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../shared/api/staff.ts';
import type { Db } from '../db/connect.ts';
import { withLocks } from '../db/locks.ts';
import { normalizeEmail } from './email.ts';
import { clearLoginAttempts, reserveLoginAttempt } from './login-throttle.ts';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID: Algorithm = 2;

/**
 * A password as it is hashed: trimmed (the API trims every string it receives, the sign-in
 * password too) and composed (NFC), so a letter typed as one code point on one keyboard and as a
 * letter with a combining mark on another (फ़, é) is the same password (NIST SP 800-63B 5.1.1.2).
 */
const passwordText = (password: string) => password.trim().normalize('NFC');

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export const hashPassword = (password: string) => hash(passwordText(password), { algorithm: ARGON2ID });

/**
 * True when the password matches the stored hash. A hash stored before passwords were composed
 * was made of the text as typed, so that text is tried too when composing changed it.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const typed = password.trim();
  const composed = passwordText(password);
  return (await verify(passwordHash, composed)) || (composed !== typed && (await verify(passwordHash, typed)));
}

export const MIN_PASSWORD_LENGTH = MIN_STAFF_PASSWORD_LENGTH;

/** A password hash nobody knows, checked for unknown addresses so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;

export async function createAdmin(db: Db, email: string, password: string, now: number): Promise<string> {
  return insertAdmin(db, email, await hashPassword(password), now);
}

/** createAdmin with the password hashed beforehand (so a transaction is not held open while argon2 runs). */
export async function insertAdmin(db: Db, email: string, passwordHash: string, now: number): Promise<string> {
  const id = randomUUID();
  const stamp = new Date(now).toISOString();
  await db
    .insertInto('admins')
    .values({
      id,
      email: normalizeEmail(email),
      password_hash: passwordHash,
      tokens_valid_after: now,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}

/**
 * A new 'tokens valid after' stamp: tokens carry the stamp they were issued under, so moving it
 * (always forward, even twice in one millisecond) ends every session issued before. Written into
 * the UPDATE itself, so a logout and a password change at the same moment both take effect.
 */
const nextStamp = (now: number) =>
  sql<number>`CASE WHEN tokens_valid_after < CAST(${now} AS bigint) THEN CAST(${now} AS bigint) ELSE tokens_valid_after + 1 END`;

/** Sets a new password and ends every session of that admin; false for an unknown address. */
export async function setAdminPassword(db: Db, email: string, password: string, now: number): Promise<boolean> {
  return storeAdminPassword(db, email, await hashPassword(password), now);
}

/**
 * setAdminPassword with the password hashed beforehand. With `replacing`, the hash the caller
 * checked the current password against, nothing is stored (false) once another change replaced it.
 */
export async function storeAdminPassword(db: Db, email: string, passwordHash: string, now: number, replacing?: string): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, tokens_valid_after: nextStamp(now), updated_at: new Date(now).toISOString() })
    .where('email', '=', normalizeEmail(email))
    .$if(replacing !== undefined, (update) => update.where('password_hash', '=', replacing!))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Logout: every token of this admin issued so far stops working. */
export async function revokeTokens(db: Db, adminId: string, now: number): Promise<void> {
  await db.updateTable('admins').set({ tokens_valid_after: nextStamp(now) }).where('id', '=', adminId).execute();
}

/** The claims of an admin token besides iat/exp. */
export interface AdminSession {
  /** admin id */
  sub: string;
  email: string;
  /** the admin's tokens_valid_after when the token was issued */
  tva: number;
}

/** True while the admin exists and has not changed password or logged out since the token. */
export async function isSessionValid(db: Db, session: AdminSession): Promise<boolean> {
  const admin = await db.selectFrom('admins').select('tokens_valid_after').where('id', '=', session.sub).executeTakeFirst();
  return !!admin && admin.tokens_valid_after === session.tva;
}

export type LoginResult =
  | { ok: true; session: AdminSession }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a sign-in. The attempt is first reserved with the throttle (login-throttle.ts), which
 * refuses it without looking at the password while this address, from this IP or from everywhere,
 * must still wait. A success clears the throttle of the address and this IP.
 */
export async function attemptLogin(
  db: Db,
  input: { email: string; password: string; ip: string; now: number },
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const retryAfterSeconds = await reserveLoginAttempt(db, email, input.ip, input.now);
  if (retryAfterSeconds !== undefined) return { ok: false, reason: 'throttled', retryAfterSeconds };
  const admin = await db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(admin?.password_hash ?? (await decoyHash), input.password);
  if (!admin || !matches) return { ok: false, reason: 'invalid' };
  await clearLoginAttempts(db, email, input.ip);
  return { ok: true, session: { sub: admin.id, email: admin.email, tva: admin.tokens_valid_after } };
}

export interface BootstrapLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Run at server start (design §3): ADMIN_EMAIL/ADMIN_PASSWORD create that admin or set its
 * password; without them and without any admin, admin@localhost gets a random password that is
 * printed once, since it is stored only as a hash. Instances starting together take turns under
 * one lock, so the account is made once and every instance starts.
 */
export async function ensureAdmin(
  db: Db,
  credentials: { email?: string; password?: string },
  log: BootstrapLog,
  now = Date.now(),
): Promise<void> {
  const { email, password } = credentials;
  await withLocks(db, ['admin-bootstrap'], async (trx) => {
    if (email && password) {
      const existing = await trx
        .selectFrom('admins')
        .select('password_hash')
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      if (!existing) {
        await createAdmin(trx, email, password, now);
        log.info(`Admin ${normalizeEmail(email)} created from ADMIN_EMAIL`);
      } else if (!(await verifyPassword(existing.password_hash, password))) {
        // Only a changed ADMIN_PASSWORD resets the password: a plain restart keeps sessions alive.
        await setAdminPassword(trx, email, password, now);
        log.info(`Admin ${normalizeEmail(email)}: password changed to ADMIN_PASSWORD`);
      }
      return;
    }
    const any = await trx.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    if (any) return;
    const generated = randomBytes(12).toString('base64url');
    await createAdmin(trx, 'admin@localhost', generated, now);
    log.warn(
      `Created admin "admin@localhost" with password "${generated}" (shown only this once; ` +
        'change it with: npm run admin -- reset-password admin@localhost <new password>)',
    );
  });
}
