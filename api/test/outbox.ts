import type { Db } from '../db/connect.ts';

/** Campaign mails not sent yet (queued, in flight or failed), counted in the database. */
export async function unsentCampaignMails(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'campaign')
    .where('status', '!=', 'sent')
    .executeTakeFirstOrThrow();
  return Number(n);
}
