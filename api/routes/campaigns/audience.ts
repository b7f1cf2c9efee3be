import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { CampaignAudience } from '../../../shared/constants.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import { nextTurn } from '../../db/batches.ts';
import { leadsWhoWithdrew } from '../../services/consents.ts';
import { lockLeadWrites } from '../alerts/alerts.ts';
import { folded } from '../../services/paged-list.ts';
import type { Recipient } from './personal-mail.ts';

/**
 * Addresses resolved, rendered and queued at a time. Equal to the rows of one multi-row INSERT,
 * and small enough that a page's work is a short task between visitors' requests.
 */
const AUDIENCE_PAGE = 500;

type Source = 'contacts' | 'quotes' | 'subscribers';

/** Design §6: newsletter_subscribers, contacts (every lead's address), or all_users = both. */
const SOURCES: Record<CampaignAudience, Source[]> = {
  newsletter_subscribers: ['subscribers'],
  contacts: ['contacts', 'quotes'],
  all_users: ['contacts', 'quotes', 'subscribers'],
};

/** A source's addresses, folded, as `email`: every lead's, and each active subscriber's. */
function addressesIn(db: Db, table: Source) {
  const dialect = dialectOf(db);
  const query = db.selectFrom(table).select(folded('email', dialect).as('email'));
  if (table !== 'subscribers') return query;
  // SQLite without statistics would pick the status index and sort every active subscriber for
  // each page; unary + keeps that term off the indexes, so the page is a range of the e-mail one.
  return query.where(dialect === 'sqlite' ? sql<string>`+status` : sql<string>`status`, '=', 'active');
}

/**
 * Runs `work` in one transaction with those of `emails` that are still in the audience. It holds
 * lockLeadWrites, which an erasure (people/erase.ts) takes first: an erasure that committed since
 * the page was read has taken its person out of the audience here, and one that starts later
 * waits, then finds and deletes what `work` wrote. So no mail or opt-out token outlives an erasure.
 */
export async function withStillInAudience<T>(db: Db, audience: CampaignAudience, emails: string[], work: (trx: Db, present: Set<string>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockLeadWrites(trx);
    const key = folded('email', dialectOf(trx));
    const present = new Set<string>();
    for (const table of SOURCES[audience]) {
      if (emails.length) for (const row of await addressesIn(trx, table).where(key, 'in', emails).execute()) present.add(row.email);
    }
    return work(trx, present);
  });
}

/** Byte order, as SQLite and PostgreSQL's "C" collation compare the folded addresses. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The audience's candidate addresses, folded, in the databases' order, each once, a page at a
 * time: every source is read as an index range after the previous page's last address (migration
 * 007 indexes each e-mail folded), and the sources are merged here. So a page costs the same at
 * any audience size, and nothing but the page is held.
 */
async function* candidatePages(db: Db, audience: CampaignAudience): AsyncGenerator<string[]> {
  const key = folded('email', dialectOf(db));
  let after: string | undefined;
  for (;;) {
    const reads = await Promise.all(
      SOURCES[audience].map((table) => {
        const query = addressesIn(db, table).distinct().orderBy(key).limit(AUDIENCE_PAGE);
        return (after === undefined ? query : query.where(key, '>', after)).execute();
      }),
    );
    // Complete: a source that filled its read holds at least a page of distinct addresses up to
    // its last one, so the union's first page lies before any address a source left unread.
    const merged = [...new Set(reads.flat().map((row) => row.email))].sort(byteOrder);
    const page = merged.slice(0, AUDIENCE_PAGE);
    if (page.length) yield page;
    if (merged.length <= AUDIENCE_PAGE && reads.every((rows) => rows.length < AUDIENCE_PAGE)) return;
    after = page[page.length - 1];
  }
}

interface Sorted {
  /** Recipients whose opt-out is their newsletter subscription. */
  subscribers: Recipient[];
  /** Leads who never (or not yet) subscribed: they opt out of campaigns with a token of their own. */
  leads: string[];
}

/**
 * Who of a page gets the mail, and with which opt-out. An active subscriber always does (by the
 * subscription). A lead does unless they withdrew consent to be contacted (the consent ledger) or
 * unsubscribed from the newsletter; a lead who never subscribed, or whose subscription is still
 * pending, needs a campaign opt-out token (see personal-mail.ts).
 */
async function sortPage(db: Db, page: string[], audience: CampaignAudience, withdrawn: Set<string>): Promise<Sorted> {
  const key = folded('email', dialectOf(db));
  const rows = await db.selectFrom('subscribers').select([key.as('email'), 'status', 'unsubscribe_token']).where(key, 'in', page).execute();
  const subscriptions = new Map(rows.map((row) => [row.email, row]));
  const sorted: Sorted = { subscribers: [], leads: [] };
  for (const email of page) {
    const subscription = subscriptions.get(email);
    // In a campaign to contacts, an active subscriber is there as a lead, so a withdrawal counts.
    const stopped = withdrawn.has(email);
    if (subscription?.status === 'active') {
      if (audience !== 'contacts' || !stopped) sorted.subscribers.push({ email, optOut: { kind: 'newsletter', token: subscription.unsubscribe_token } });
    } else if (!stopped && (!subscription || subscription.status === 'pending')) sorted.leads.push(email);
  }
  return sorted;
}

const withdrawnLeads = (db: Db, audience: CampaignAudience) =>
  audience === 'newsletter_subscribers' ? Promise.resolve(new Set<string>()) : leadsWhoWithdrew(db);

/**
 * The recipients of a campaign to `audience`, a page at a time in address order, with a turn of
 * the event loop between pages. Leads without a campaign opt-out token get one here; those who
 * used theirs are left out.
 */
export async function* recipientPages(db: Db, audience: CampaignAudience, now: number): AsyncGenerator<Recipient[]> {
  const withdrawn = await withdrawnLeads(db, audience);
  const stamp = new Date(now).toISOString();
  for await (const page of candidatePages(db, audience)) {
    const { subscribers, leads } = await sortPage(db, page, audience, withdrawn);
    const recipients = new Map(subscribers.map((recipient) => [recipient.email, recipient]));
    // Tokens are written for the leads still in the audience only; the mails are checked again as they are queued.
    if (leads.length) {
      await withStillInAudience(db, audience, leads, async (trx, present) => {
        const stillLeads = leads.filter((email) => present.has(email));
        if (!stillLeads.length) return;
        await trx
          .insertInto('mail_opt_outs')
          .values(stillLeads.map((email) => ({ email, token: randomBytes(24).toString('base64url'), created_at: stamp, opted_out_at: null })))
          .onConflict((oc) => oc.column('email').doNothing())
          .execute();
        for (const row of await trx.selectFrom('mail_opt_outs').select(['email', 'token', 'opted_out_at']).where('email', 'in', stillLeads).execute()) {
          if (!row.opted_out_at) recipients.set(row.email, { email: row.email, optOut: { kind: 'campaigns', token: row.token } });
        }
      });
    }
    yield page.flatMap((email) => recipients.get(email) ?? []);
    await nextTurn();
  }
}

/**
 * How many addresses a campaign to `audience` would reach if sent now, by the rules sending uses,
 * so the number in the confirmation is the number queued. Reads only: a lead without an opt-out
 * token yet counts, as sending would give them one.
 */
export async function countAudience(db: Db, audience: CampaignAudience): Promise<number> {
  const withdrawn = await withdrawnLeads(db, audience);
  let total = 0;
  for await (const page of candidatePages(db, audience)) {
    const { subscribers, leads } = await sortPage(db, page, audience, withdrawn);
    const optedOut = leads.length
      ? await db.selectFrom('mail_opt_outs').select('email').where('email', 'in', leads).where('opted_out_at', 'is not', null).execute()
      : [];
    total += subscribers.length + leads.length - optedOut.length;
    await nextTurn();
  }
  return total;
}
