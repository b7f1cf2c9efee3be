import { sql } from 'kysely';
import { ALERTS_PAGE, type LeadAlert, type LeadAlerts } from '../../../shared/api/alerts.ts';
import type { LeadKind } from '../../../shared/api/pipeline.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import { dialectOf, type Db } from '../../db/connect.ts';

/** The one lock every new lead's alert row is numbered under (PostgreSQL). */
const NUMBERING_LOCK = 'lead-alerts';

/**
 * Every lead transaction takes this lock first, before any row lock, and holds it to commit
 * (PostgreSQL; SQLite has one writer at a time anyway). It makes commit order the alerts'
 * numbering order (see recordLeadAlerts), and it orders every lead transaction before any row: a
 * group commit holding a funnel counter row (or a retry key's index entry) while it waits for this
 * lock, against another holding the lock while it waits for that row, is a deadlock (it was, in CI).
 */
export async function lockLeadWrites(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${NUMBERING_LOCK}, 0))`.execute(trx);
}

/**
 * Gives new leads their places in the alerts order, inside the transaction that stores them (a
 * group commit writes several at once, in one statement), which holds lockLeadWrites. Clients
 * read "every alert after N", so an alert numbered N+2 must never become visible before N+1: on
 * PostgreSQL, two instances' transactions could otherwise commit out of numbering order and a
 * client that already moved past N+2 would never see N+1. Numbering under one lock held to
 * commit makes commit order the numbering order.
 */
export async function recordLeadAlerts(trx: Db, leads: readonly { kind: LeadKind; id: string; now: number }[]): Promise<void> {
  await trx
    .insertInto('lead_alerts')
    .values(leads.map((lead) => ({ lead_kind: lead.kind, lead_id: lead.id, created_at: lead.now })))
    .execute();
}

/**
 * The leads that arrived after `after` (a previous answer's cursor), oldest first, at most a page
 * of them. Without `after`: none, and the cursor of the newest, so a client starts from now.
 */
export async function leadAlertsAfter(db: Db, after: number | undefined): Promise<LeadAlerts> {
  if (after === undefined) {
    const { last } = await db.selectFrom('lead_alerts').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
    return { cursor: Number(last ?? 0), leads: [], more: false };
  }
  const rows = await db
    .selectFrom('lead_alerts as a')
    .leftJoin('contacts as c', (join) => join.onRef('c.id', '=', 'a.lead_id').on('a.lead_kind', '=', 'contact'))
    .leftJoin('quotes as q', (join) => join.onRef('q.id', '=', 'a.lead_id').on('a.lead_kind', '=', 'quote'))
    .select([
      'a.id as seq',
      'a.lead_kind as kind',
      'a.lead_id as id',
      'c.name as contactName',
      'c.email as contactEmail',
      'c.subject as contactSubject',
      'c.created_at as contactAt',
      'q.name as quoteName',
      'q.email as quoteEmail',
      'q.service as quoteService',
      'q.sub_service as quoteSubService',
      'q.created_at as quoteAt',
    ])
    .where('a.id', '>', after)
    .orderBy('a.id')
    .limit(ALERTS_PAGE + 1)
    .execute();
  const more = rows.length > ALERTS_PAGE;
  const page = rows.slice(0, ALERTS_PAGE);
  const service = quoteLabels().service;
  const leads = page.flatMap((row): LeadAlert[] => {
    const seq = Number(row.seq);
    if (row.kind === 'contact' && row.contactEmail !== null) {
      return [{ seq, kind: 'contact', id: row.id, name: row.contactName ?? '', email: row.contactEmail, subject: row.contactSubject ?? '', createdAt: row.contactAt ?? '' }];
    }
    if (row.kind === 'quote' && row.quoteEmail !== null) {
      const subject = [service(row.quoteService ?? ''), row.quoteSubService].filter(Boolean).join(' / ');
      return [{ seq, kind: 'quote', id: row.id, name: row.quoteName ?? '', email: row.quoteEmail, subject, createdAt: row.quoteAt ?? '' }];
    }
    // Erased since (its alert row goes with it; this covers the moment in between).
    return [];
  });
  return { cursor: page.length > 0 ? Number(page.at(-1)!.seq) : after, leads, more };
}
