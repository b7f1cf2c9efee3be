import { randomBytes } from 'node:crypto';
import { CONSENT_NOTICES, type ConsentPurpose } from '../../shared/content/consent-notices.ts';
import type { Db } from '../db/connect.ts';

export interface ConsentGiven {
  email: string;
  purpose: ConsentPurpose;
  source: string;
  now: number;
}

/** A consent's row; a lead's consent gets a withdrawal token, answered for the mails about that lead. */
const consentRow = (consent: ConsentGiven) => ({
  email: consent.email.toLowerCase(),
  purpose: consent.purpose,
  notice: CONSENT_NOTICES[consent.purpose],
  source: consent.source,
  given_at: consent.now,
  withdraw_token: consent.purpose === 'lead_contact' ? randomBytes(24).toString('base64url') : null,
});

/**
 * Records a consent with the notice the form showed, in the caller's transaction (the consent and
 * what it is for are written together). Answers the withdrawal token of a lead's consent.
 */
export async function recordConsent(db: Db, consent: ConsentGiven): Promise<string | null> {
  const row = consentRow(consent);
  await db.insertInto('consents').values(row).execute();
  return row.withdraw_token;
}

/** Records several consents in one statement (leads written by one group commit). */
export async function recordConsents(db: Db, consents: readonly ConsentGiven[]): Promise<void> {
  await db.insertInto('consents').values(consents.map(consentRow)).execute();
}

/**
 * Withdraws every standing consent of the address for `purpose`, in one conditional UPDATE, so a
 * repeated or parallel withdrawal changes nothing more. Answers how many were standing.
 */
export async function withdrawConsent(db: Db, email: string, purpose: ConsentPurpose, via: string, now: number): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawn_at: now, withdrawn_via: via })
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type LeadContactConsent =
  | { state: 'none' }
  | { state: 'given'; withdrawToken: string | null }
  | { state: 'withdrawn'; at: number };

/**
 * Where an address stands on being contacted about its requests: a standing consent (with the
 * token of its withdrawal link), withdrawn, or none on record (a lead from before the ledger).
 */
export async function leadContactConsent(db: Db, email: string): Promise<LeadContactConsent> {
  const rows = await db
    .selectFrom('consents')
    .select(['withdrawn_at', 'withdraw_token'])
    .where('email', '=', email.toLowerCase())
    .where('purpose', '=', 'lead_contact')
    .orderBy('given_at', 'desc')
    .execute();
  const standing = rows.find((row) => row.withdrawn_at === null);
  if (standing) return { state: 'given', withdrawToken: standing.withdraw_token };
  return rows.length ? { state: 'withdrawn', at: Math.max(...rows.map((row) => row.withdrawn_at ?? 0)) } : { state: 'none' };
}

/**
 * The one-click link in a mail about a lead: withdraws the address's consent to be contacted about
 * its requests. The address it was for, or undefined for a token never given.
 */
export async function withdrawByToken(db: Db, token: string, now: number): Promise<string | undefined> {
  const row = await db.selectFrom('consents').select(['email', 'purpose']).where('withdraw_token', '=', token).executeTakeFirst();
  if (!row) return undefined;
  await withdrawConsent(db, row.email, row.purpose, 'by the link in a mail', now);
  return row.email;
}

/** The page a withdrawal link opens (it asks before acting, so a mail scanner withdraws nothing). */
export const withdrawPageUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?consent=${encodeURIComponent(token)}`;

/**
 * The addresses that withdrew every consent they gave to be contacted about their requests: leads
 * who asked the agency to stop, left out of campaigns to leads (one grouped read, any number of leads).
 */
export async function leadsWhoWithdrew(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('consents')
    .select('email')
    .where('purpose', '=', 'lead_contact')
    .groupBy('email')
    .having((eb) => eb(eb.fn.count('withdrawn_at'), '=', eb.fn.countAll()))
    .execute();
  return new Set(rows.map((row) => row.email));
}
