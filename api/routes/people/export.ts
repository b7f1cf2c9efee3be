import type { PersonExport } from '../../../shared/api/people.ts';
import type { Db } from '../../db/connect.ts';
import { MAILS_ABOUT_A_PERSON } from './person-rows.ts';
import { personTimeline } from './timeline.ts';

/**
 * Everything the agency holds on one address (issue 18, DPDP right of access): the timeline, and
 * the person's own words and data as stored - messages, quote requests, the subscription, the
 * consents they gave (with the notice shown) and every mail sent to them with its text. Staff
 * notes are in it (facts about the person, written knowing they read them); the reasons a lead
 * was marked lost are not (the agency's own assessment of a deal): docs/leads-and-data-rights.md.
 */
export async function exportPerson(db: Db, email: string, now: number): Promise<PersonExport> {
  const address = email.toLowerCase();
  const [timeline, messages, quoteRequests, newsletter, consents, mails] = await Promise.all([
    personTimeline(db, address, 'person'),
    db
      .selectFrom('contacts')
      .select(['name', 'email', 'phone', 'subject', 'message', 'status', 'created_at', 'utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'downloaded_brochure'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .execute(),
    db
      .selectFrom('quotes')
      .select(['name', 'email', 'phone', 'service', 'sub_service', 'budget', 'timeline', 'message', 'status', 'created_at', 'utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'downloaded_brochure'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .execute(),
    db
      .selectFrom('subscribers')
      .select(['email', 'status', 'source', 'subscribed_at', 'unsubscribed_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
      .execute(),
    db
      .selectFrom('consents')
      .select(['purpose', 'notice', 'source', 'given_at', 'withdrawn_at', 'withdrawn_via'])
      .where('email', '=', address)
      .orderBy('given_at')
      .execute(),
    db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text', 'status', 'created_at', 'sent_at'])
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address))
      .where('kind', 'not in', MAILS_ABOUT_A_PERSON)
      .orderBy('created_at')
      .execute(),
  ]);
  return { email: address, exportedAt: new Date(now).toISOString(), timeline: timeline.entries, messages, quoteRequests, newsletter, consents, mails };
}
