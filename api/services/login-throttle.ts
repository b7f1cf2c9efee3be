import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * Sign-in throttle (design §7, issue 14). Each key allows `free` failures in a row; from then on
 * the next attempt waits 30 s, doubling with every further failure, up to 15 minutes. Failures
 * older than 15 minutes are forgotten, and a successful sign-in clears its keys.
 */
interface ThrottleRule {
  scope: 'pair' | 'address';
  free: number;
}

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;

/**
 * Address and IP together get 5 free tries: a stranger guessing from one network is slowed down
 * there. The address alone gets 20 (from every network together), so one stranger cannot lock
 * the real admin out, while many networks guessing one address are still slowed down.
 */
const RULES: ThrottleRule[] = [
  { scope: 'pair', free: 5 },
  { scope: 'address', free: 20 },
];

const keyOf = (rule: ThrottleRule, email: string, ip: string) => (rule.scope === 'pair' ? `pair:${email}|${ip}` : `address:${email}`);

/** The smaller of two numbers, written the same on SQLite and PostgreSQL (min/LEAST differ). */
const least = (a: RawBuilder<number>, b: number) => sql<number>`CASE WHEN ${a} < ${b} THEN ${a} ELSE ${b} END`;

/** The wait before the next attempt after `failures` failures in a row (an SQL expression). */
const delayAfter = (failures: RawBuilder<number>, free: number) =>
  sql<number>`CASE WHEN ${failures} < ${free} THEN 0
    ELSE ${least(sql<number>`${FIRST_DELAY_MS} * (1 << ${least(sql<number>`${failures} - ${free}`, 10)})`, LOGIN_WINDOW_MS)} END`;

/**
 * Counts one attempt against a key, in one statement, unless the key must still wait: the
 * attempt is reserved before the password is checked, so parallel guesses cannot all slip past
 * the count. Answers the seconds to wait when refused.
 */
async function reserve(db: Db, key: string, free: number, now: number): Promise<number | undefined> {
  const failures = sql<number>`CASE WHEN login_throttle.last_at <= ${now - LOGIN_WINDOW_MS} THEN 1 ELSE login_throttle.failures + 1 END`;
  // Millisecond times outgrow 32-bit integers: typed as bigint for PostgreSQL's parameter inference.
  const at = sql<number>`CAST(${now} AS bigint)`;
  const reserved = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_at: now, next_at: sql<number>`${at} + ${delayAfter(sql`1`, free)}` })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ failures, last_at: now, next_at: sql<number>`${at} + ${delayAfter(failures, free)}` })
        .where('login_throttle.next_at', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  if (reserved) return undefined;
  const row = await db.selectFrom('login_throttle').select('next_at').where('key', '=', key).executeTakeFirst();
  return Math.max(1, Math.ceil(((row?.next_at ?? now) - now) / 1000));
}

/**
 * Reserves a sign-in attempt for this address from this IP; the seconds to wait when refused.
 * The address and IP key is asked first, so a stranger already held back there does not use up
 * the address's own allowance.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: number): Promise<number | undefined> {
  await db.deleteFrom('login_throttle').where('last_at', '<=', now - LOGIN_WINDOW_MS).execute();
  for (const rule of RULES) {
    const wait = await reserve(db, keyOf(rule, email, ip), rule.free, now);
    if (wait !== undefined) return wait;
  }
  return undefined;
}

/** A successful sign-in: the address and this IP start afresh. */
export async function clearLoginAttempts(db: Db, email: string, ip: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'in', RULES.map((rule) => keyOf(rule, email, ip)))
    .execute();
}
