import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';

/** Escapes LIKE's wildcards: an address's `_` must not match any character of another one. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Column text that contains the address as typed or URL-encoded (a page path with ?email=), any case. */
function mentions(column: string, email: string): Expression<SqlBool> {
  const forms = [...new Set([email, encodeURIComponent(email).toLowerCase()])];
  const tests = forms.map((form) => sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${`%${likeLiteral(form)}%`} ESCAPE '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` OR `)})`;
}

export type ErasedCounts = Record<string, number>;

/**
 * Erases a person (issue 18, DPDP right to erasure): every row that holds their address or their
 * words - leads and the staff history on them, the subscription, every mail to them and each
 * notification about them, codes, verifications, opt-outs, timeline steps, page views whose path
 * or referrer carries the address, and the audit entries about them or their leads. One audit
 * entry is kept without any of it: who erased, when, and how many rows of each kind. One transaction, under the address's locks, so no code or
 * sign-up of that address is half-written around it.
 */
export async function erasePerson(db: Db, input: { email: string; actor: { email: string }; now: number }): Promise<ErasedCounts> {
  const email = input.email.toLowerCase();
  return withLocks(db, [`newsletter:${email}`, `otp-address:${email}`], async (trx) => {
    const counts: ErasedCounts = {};
    const count = (name: string, result: { numDeletedRows: bigint }[]) => {
      counts[name] = result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
    };
    const leadIds: { kind: 'contact' | 'quote'; ids: string[] }[] = [];
    for (const [kind, table] of [['contact', 'contacts'], ['quote', 'quotes']] as const) {
      const ids = (
        await trx
          .selectFrom(table)
          .select('id')
          .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email), eb('verified_email', '=', email)]))
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) {
        counts[table] = 0;
        continue;
      }
      leadIds.push({ kind, ids });
      count(`${kind} alerts`, await trx.deleteFrom('lead_alerts').where('lead_kind', '=', kind).where('lead_id', 'in', ids).execute());
      count(`${kind} history`, await trx.deleteFrom('lead_events').where('lead_kind', '=', kind).where('lead_id', 'in', ids).execute());
      count(table, await trx.deleteFrom(table).where('id', 'in', ids).execute());
    }
    count('subscribers', await trx.deleteFrom('subscribers').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute());
    count(
      'mails',
      await trx
        .deleteFrom('outbox')
        .where((eb) => eb.or([eb(eb.fn('lower', ['to_address']), '=', email), mentions('headers', email), mentions('html', email), mentions('text', email)]))
        .execute(),
    );
    for (const table of ['otp_codes', 'otp_sends', 'verifications', 'newsletter_confirm_sends', 'mail_opt_outs', 'person_events', 'consents'] as const) {
      count(table, await trx.deleteFrom(table).where('email', '=', email).execute());
    }
    count('page views', await trx.deleteFrom('visitor_events').where((eb) => eb.or([mentions('path', email), mentions('referrer', email)])).execute());
    // Staff activity on them: changes to their leads (notes and replies carry their words) and any
    // entry whose record holds the address (a subscriber unsubscribed by staff, a reply's recipient).
    count(
      'staff activity',
      await trx
        .deleteFrom('audit_log')
        .where((eb) =>
          eb.or([
            ...leadIds.map(({ kind, ids }) => eb.and([eb('entity', '=', kind), eb('entity_id', 'in', ids)])),
            mentions('entity_id', email),
            mentions('before', email),
            mentions('after', email),
          ]),
        )
        .execute(),
    );
    await trx
      .insertInto('audit_log')
      .values({ admin_email: input.actor.email, action: 'erase', entity: 'person', entity_id: null, before: null, after: JSON.stringify(counts), created_at: input.now })
      .execute();
    return counts;
  });
}
