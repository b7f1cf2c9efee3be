import type { Db } from '../../db/connect.ts';
import { takeLocks } from '../../db/locks.ts';
import { lockLeadWrites } from '../alerts/alerts.ts';
import { leadLock } from '../leads/pipeline.ts';
import type { Actor } from '../../services/audit.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { clearLeftovers } from './leftovers.ts';
import { deleted, deleteIds, deleteViewCountsOf, mailsOf, pageViewsOf } from './person-rows.ts';
import { redactStaffActivity } from './redact.ts';

export type ErasedCounts = Record<string, number>;

export type EraseResult =
  /** logEmptied: false when SQLite's write-ahead log still held copies (leftovers.ts). */
  | { ok: true; counts: ErasedCounts; logEmptied: boolean }
  | { ok: false; reason: 'staff' | 'agency' };

export interface EraseInput {
  email: string;
  actor: Actor;
  now: number;
  /** The From header of the agency's mails (MAIL_FROM): its address is the agency's, never a person's. */
  mailFrom: string;
  /** Where mails were written as .eml files without SMTP. */
  outboxDir: string;
}

/**
 * Held by an erasure until it commits: a write that adds to a person's records outside their leads,
 * subscription and codes (whose own locks the erasure takes too) takes it, then reads again what it
 * builds on, so that it lands wholly before the erasure or finds the person gone.
 */
export const personLock = (email: string) => `person:${email.toLowerCase()}`;

/** The address in a From header (`"Name" <addr>` or a bare address), lower-cased. */
const addressIn = (header: string) => (/<([^>]+)>\s*$/.exec(header)?.[1] ?? header).trim().toLowerCase();

/**
 * Erases a person (DPDP right to erasure, design §12): every row that holds their address or their
 * words - leads and the staff history on them, the subscription, every mail to them and each
 * notification about them, codes, verifications, opt-outs, timeline steps, consents, page views
 * whose path names the address and their daily counts. The address is matched whole
 * (case-folded), never as a part of another. Staff actions on them stay in the audit log with the
 * person's data redacted, beside one entry of the erasure itself: who, when, and how many rows of
 * each kind. Staff addresses and the agency's own are refused. One transaction, under the address's locks and each lead's
 * (withLeadLock), with new leads held back meanwhile (on PostgreSQL a lead committed between the
 * look-up and the deletes would keep its row and lose its consent and mails); then the mail files
 * and the database's own copies go (leftovers.ts).
 */
export async function erasePerson(db: Db, input: EraseInput): Promise<EraseResult> {
  const email = input.email.toLowerCase();
  const erased = await db.transaction().execute(async (trx) => {
    // Before any other lock, as every lead transaction takes it (see lockLeadWrites).
    await lockLeadWrites(trx);
    await takeLocks(trx, [personLock(email), `newsletter:${email}`, `otp-address:${email}`]);
    if (await trx.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst()) return { ok: false, reason: 'staff' } as const;
    const { contactInfo } = await readSiteSettings(trx);
    if ([contactInfo.email, contactInfo.supportEmail, input.mailFrom].map(addressIn).includes(email)) return { ok: false, reason: 'agency' } as const;

    const counts: ErasedCounts = {};
    const tables = new Set<string>();
    const count = (name: string, table: string, rows: number) => {
      counts[name] = rows;
      if (rows > 0) tables.add(table);
    };
    const leads: { kind: 'contact' | 'quote'; ids: string[] }[] = [];
    for (const [kind, table] of [['contact', 'contacts'], ['quote', 'quotes']] as const) {
      const rows = await trx
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email), eb('verified_email', '=', email)]))
        .execute();
      const ids = rows.map((row) => row.id);
      await takeLocks(trx, ids.map((id) => leadLock(kind, id)));
      leads.push({ kind, ids });
      if (ids.length === 0) {
        counts[table] = 0;
        continue;
      }
      count(`${kind} alerts`, 'lead_alerts', deleted(await trx.deleteFrom('lead_alerts').where('lead_kind', '=', kind).where('lead_id', 'in', ids).execute()));
      count(`${kind} history`, 'lead_events', deleted(await trx.deleteFrom('lead_events').where('lead_kind', '=', kind).where('lead_id', 'in', ids).execute()));
      count(table, table, deleted(await trx.deleteFrom(table).where('id', 'in', ids).execute()));
    }
    count('subscribers', 'subscribers', deleted(await trx.deleteFrom('subscribers').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute()));
    const mails = await mailsOf(trx, email);
    count('mails', 'outbox', await deleteIds(trx, 'outbox', mails.map((mail) => mail.id)));
    for (const table of ['otp_codes', 'otp_sends', 'verifications', 'newsletter_confirm_sends', 'mail_opt_outs', 'person_events', 'consents'] as const) {
      count(table, table, deleted(await trx.deleteFrom(table).where('email', '=', email).execute()));
    }
    count('page views', 'visitor_events', await deleteIds(trx, 'visitor_events', await pageViewsOf(trx, email)));
    count('daily view counts', 'visitor_daily', await deleteViewCountsOf(trx, email));
    count('staff activity redacted', 'audit_log', await redactStaffActivity(trx, email, leads));
    await trx
      .insertInto('audit_log')
      .values({ admin_email: input.actor.email, action: 'erase', entity: 'person', entity_id: null, before: null, after: JSON.stringify(counts), created_at: input.now })
      .execute();
    return { ok: true, counts, mails, tables: [...tables] } as const;
  });
  if (!erased.ok) return erased;
  const logEmptied = await clearLeftovers(db, { outboxDir: input.outboxDir, mails: erased.mails, tables: erased.tables });
  return { ok: true, counts: erased.counts, logEmptied };
}
