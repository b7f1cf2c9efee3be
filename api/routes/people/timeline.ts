import type { LeadKind } from '../../../shared/api/pipeline.ts';
import { CONSENT_PURPOSE_NAMES } from '../../../shared/content/consent-notices.ts';
import type { PersonTimeline, TimelineEntry } from '../../../shared/api/people.ts';
import type { Db } from '../../db/connect.ts';
import type { PersonEventType } from '../../db/schema.ts';
import { describeVisit } from '../../../shared/lead-labels.ts';
import { visitOf } from '../leads/lead-lists.ts';
import { readLeadPipeline, type HistoryReader } from '../leads/pipeline.ts';
import { titlesOfSlugs } from '../posts/staff-posts.ts';
import { MAILS_ABOUT_A_PERSON } from './person-rows.ts';

const VISIT_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'downloaded_brochure', 'read_posts'] as const;

/** The most a timeline shows, newest first: years of an active person's history. */
const MAX_ENTRIES = 500;

const PERSON_STEPS: Record<PersonEventType, (detail: string) => string> = {
  code_requested: () => 'Asked for a verification code',
  code_verified: () => 'Verified the address with a code',
  newsletter_requested: (source) => `Signed up for the newsletter${source ? ` (${source})` : ''}; confirmation mailed`,
  newsletter_confirmed: () => 'Confirmed the newsletter subscription',
  newsletter_unsubscribed: (how) => `Left the newsletter${how ? ` ${how}` : ''}`,
  campaigns_opted_out: () => 'Opted out of campaign mails',
  rights_requested: (request) => `Asked on the data rights page for ${request}`,
  rights_answered: () => 'Staff marked a data request answered',
};

const MAIL_OUTCOMES = { queued: 'queued', sending: 'being sent', sent: 'sent', failed: 'failed' } as const;

async function personSteps(db: Db, email: string): Promise<TimelineEntry[]> {
  const rows = await db.selectFrom('person_events').selectAll().where('email', '=', email).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MAX_ENTRIES).execute();
  return rows.map((row) => ({ at: row.created_at, source: 'person', text: PERSON_STEPS[row.type](row.detail) }));
}

/** Messages and quote requests, each with its staff notes and pipeline changes. */
async function leads(db: Db, email: string, reader: HistoryReader): Promise<TimelineEntry[]> {
  const [contacts, quotes] = await Promise.all([
    db.selectFrom('contacts').select(['id', 'subject', 'created_at', ...VISIT_COLUMNS]).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute(),
    db.selectFrom('quotes').select(['id', 'service', 'created_at', ...VISIT_COLUMNS]).where((eb) => eb(eb.fn('lower', ['email']), '=', email)).execute(),
  ]);
  // "... (came from newsletter / email / diwali, landed on /services)" when the visit's source is known.
  const cameFrom = (row: Parameters<typeof visitOf>[0]) => {
    const visit = describeVisit(visitOf(row));
    return visit ? ` (came from ${visit})` : '';
  };
  const found: { kind: LeadKind; id: string; at: number; text: string; read: string | null }[] = [
    ...contacts.map((c) => ({ kind: 'contact' as const, id: c.id, at: Date.parse(c.created_at), text: `Sent a message: "${c.subject}"${cameFrom(c)}`, read: c.read_posts })),
    ...quotes.map((q) => ({ kind: 'quote' as const, id: q.id, at: Date.parse(q.created_at), text: `Asked for a quote (${q.service})${cameFrom(q)}`, read: q.read_posts })),
  ];
  const entries: TimelineEntry[] = [];
  for (const lead of found) {
    const ref = { kind: lead.kind, id: lead.id };
    entries.push({ at: lead.at, source: 'lead', text: lead.text, lead: ref });
    // The Insights posts the same visit read, just before it wrote.
    const read = await titlesOfSlugs(db, JSON.parse(lead.read ?? '[]'));
    if (read.length) entries.push({ at: lead.at - 1, source: 'person', text: `Read before writing: ${read.map((title) => `"${title}"`).join(', ')}`, lead: ref });
    const pipeline = await readLeadPipeline(db, lead.kind, lead.id, reader);
    for (const event of pipeline?.events ?? []) {
      const text = event.type === 'note' ? `Note by ${event.by ?? 'staff'}: ${event.text}` : `${event.text} (by ${event.by ?? 'staff'})`;
      entries.push({ at: event.at, source: 'staff', text, lead: ref });
    }
  }
  return entries;
}

/** Each consent given (with the notice shown, word for word) and its withdrawal. */
async function consents(db: Db, email: string): Promise<TimelineEntry[]> {
  const rows = await db.selectFrom('consents').selectAll().where('email', '=', email).orderBy('given_at', 'desc').limit(MAX_ENTRIES).execute();
  return rows.flatMap((row) => {
    const purpose = CONSENT_PURPOSE_NAMES[row.purpose];
    const given: TimelineEntry = { at: row.given_at, source: 'person', text: `Gave consent: ${purpose} (${row.source}), shown "${row.notice}"` };
    if (row.withdrawn_at === null) return [given];
    return [{ at: row.withdrawn_at, source: 'person', text: `Withdrew consent: ${purpose} (${row.withdrawn_via ?? 'unknown'})` }, given];
  });
}

/** Every mail to the address from the outbox: codes, confirmations, campaigns, with the outcome. */
async function mails(db: Db, email: string): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .leftJoin('campaigns', 'campaigns.id', 'outbox.campaign_id')
    .select(['outbox.kind', 'outbox.subject', 'outbox.status', 'outbox.created_at', 'outbox.sent_at', 'campaigns.name as campaign'])
    .where('outbox.to_address', '=', email)
    .where('outbox.kind', 'not in', MAILS_ABOUT_A_PERSON)
    .orderBy('outbox.created_at', 'desc')
    .orderBy('outbox.id', 'desc')
    .limit(MAX_ENTRIES)
    .execute();
  return rows.map((row) => ({
    at: row.sent_at ?? row.created_at,
    source: 'mail',
    text: row.campaign
      ? `Campaign "${row.campaign}" ${MAIL_OUTCOMES[row.status]}`
      : `Mail "${row.subject}" ${MAIL_OUTCOMES[row.status]}`,
  }));
}

/**
 * One address's history with the agency (issue 18): codes asked for and verified, messages and
 * quote requests with the staff notes and changes on them, newsletter steps, consents given and
 * withdrawn, and every mail sent
 * to it with its outcome. Newest first. The address is matched lower-cased, as it is stored. The
 * person's own copy (reader 'person') leaves out why a lead was marked lost.
 */
export async function personTimeline(db: Db, email: string, reader: HistoryReader = 'staff'): Promise<PersonTimeline> {
  const address = email.toLowerCase();
  const parts = await Promise.all([personSteps(db, address), leads(db, address, reader), consents(db, address), mails(db, address)]);
  const entries = parts.flat().sort((a, b) => b.at - a.at).slice(0, MAX_ENTRIES);
  return { email: address, entries };
}
