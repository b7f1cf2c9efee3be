import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_ADDRESS_PER_HOUR,
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MS,
  VERIFICATION_TTL_MS,
  type OtpFlow,
} from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { countFunnelStep } from '../analytics/funnel.ts';

const HOUR_MS = 60 * 60 * 1000;
const COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;

export type IssueOtpResult =
  | { ok: true; code: string }
  | { ok: false; retryAfterSeconds: number; message: string };

const hashCode = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Makes a new 6-digit code for an address unless a limit of design §5 forbids it: one code per
 * 60 s per address, 5 per hour per address, 20 send requests per hour per IP. Only the code's
 * HMAC is stored; a new code replaces the old one. The counts and the new send are one step under
 * the locks of the address and the IP, so a burst of requests on several instances issues one code.
 */
export async function issueOtp(
  db: Db,
  input: { email: string; ip: string; secret: string; now: number; funnel?: { form: OtpFlow; source?: string } },
): Promise<IssueOtpResult> {
  const { email, ip, secret, now, funnel } = input;
  return withLocks(db, [`otp-address:${email}`, `otp-ip:${ip}`], async (trx) => {
    await trx.deleteFrom('otp_sends').where('created_at', '<=', now - HOUR_MS).execute();
    const byAddress = await trx
      .selectFrom('otp_sends')
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.min('created_at').as('oldest'),
        (eb) => eb.fn.max('created_at').as('newest'),
      ])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const newest = Number(byAddress.newest ?? 0);
    if (newest && now - newest < COOLDOWN_MS) {
      const wait = secondsUntil(newest + COOLDOWN_MS, now);
      return { ok: false, retryAfterSeconds: wait, message: `Please wait ${wait} seconds before requesting a new code.` };
    }
    if (Number(byAddress.n) >= OTP_MAX_PER_ADDRESS_PER_HOUR) {
      return {
        ok: false,
        retryAfterSeconds: secondsUntil(Number(byAddress.oldest) + HOUR_MS, now),
        message: 'Too many codes were requested for this e-mail address. Please try again later.',
      };
    }
    const byIp = await trx
      .selectFrom('otp_sends')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
      .where('ip', '=', ip)
      .executeTakeFirstOrThrow();
    if (Number(byIp.n) >= OTP_MAX_SENDS_PER_IP_PER_HOUR) {
      return {
        ok: false,
        retryAfterSeconds: secondsUntil(Number(byIp.oldest) + HOUR_MS, now),
        message: 'Too many codes were requested from your network. Please try again later.',
      };
    }
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const row = {
      code_hash: hashCode(secret, email, code),
      attempts: 0,
      expires_at: now + OTP_TTL_MS,
      created_at: now,
      funnel_form: funnel?.form ?? null,
      funnel_source: funnel?.source?.trim() || null,
    };
    await trx
      .insertInto('otp_codes')
      .values({ email, ...row })
      .onConflict((oc) => oc.column('email').doUpdateSet(row))
      .execute();
    await trx.insertInto('otp_sends').values({ email, ip, created_at: now }).execute();
    await recordPersonEvent(trx, email, 'code_requested', now);
    if (funnel) await countFunnelStep(trx, { ...funnel, step: 'code_sent', now });
    return { ok: true, code };
  });
}

/**
 * Checks a code: single use, 10 minutes, and 5 wrong tries make it useless (design §5). Only true
 * or false: telling "no code", "expired" and "locked" apart would tell a stranger whether a code
 * is pending for an address. Each guess first takes one of the 5 tries in a single conditional
 * UPDATE, so however many guesses arrive at once, at most 5 are ever compared; a right code is
 * then used up by a DELETE that only one of two simultaneous right guesses can win.
 */
export async function checkOtp(db: Db, input: { email: string; otp: string; secret: string; now: number }): Promise<boolean> {
  const { email, otp, secret, now } = input;
  const tried = await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'funnel_form', 'funnel_source'])
    .executeTakeFirst();
  if (!tried) {
    await db.deleteFrom('otp_codes').where('email', '=', email).where('expires_at', '<=', now).execute();
    return false;
  }
  const expected = Buffer.from(tried.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, email, otp), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const used = await db.deleteFrom('otp_codes').where('email', '=', email).where('code_hash', '=', tried.code_hash).executeTakeFirst();
  if (used.numDeletedRows === 0n) return false;
  if (tried.funnel_form) await countFunnelStep(db, { form: tried.funnel_form, source: tried.funnel_source, step: 'code_verified', now });
  return true;
}

/**
 * Binds a browser to an address it proved, for 24 hours, under a browser id issued for this
 * verification: the bindings of the id it came with (unexpired ones) move to the new id, so an id
 * planted in a victim's browser beforehand is worth nothing afterwards.
 */
export async function recordVerification(
  db: Db,
  input: { previousId: string | undefined; browserId: string; email: string; now: number },
): Promise<void> {
  const { previousId, browserId, email, now } = input;
  const row = { expires_at: now + VERIFICATION_TTL_MS, created_at: now };
  await db.transaction().execute(async (trx) => {
    if (previousId) {
      await trx.updateTable('verifications').set({ browser_id: browserId }).where('browser_id', '=', previousId).where('expires_at', '>', now).execute();
      await trx.deleteFrom('verifications').where('browser_id', '=', previousId).execute();
    }
    await trx
      .insertInto('verifications')
      .values({ browser_id: browserId, email, ...row })
      .onConflict((oc) => oc.columns(['browser_id', 'email']).doUpdateSet(row))
      .execute();
    await recordPersonEvent(trx, email, 'code_verified', now);
  });
}

export async function isVerified(db: Db, browserId: string | undefined, email: string, now: number): Promise<boolean> {
  if (!browserId) return false;
  const row = await db
    .selectFrom('verifications')
    .select('expires_at')
    .where('browser_id', '=', browserId)
    .where('email', '=', email)
    .executeTakeFirst();
  return !!row && row.expires_at > now;
}
