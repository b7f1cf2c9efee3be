import type { Db } from '../db/connect.ts';

/** What the database holds of one sender's leads: rows per form, and the mails queued about them. */
export async function storedLeadsOf(db: Db, email: string) {
  const count = async (table: 'contacts' | 'quotes') =>
    (await db.selectFrom(table).select('id').where('verified_email', '=', email).execute()).length;
  const mails = await db.selectFrom('outbox').select(['kind', 'to_address', 'headers']).where('kind', 'like', 'lead-%').execute();
  const about = mails.filter((mail) => mail.to_address === email || JSON.parse(mail.headers || '{}')['Reply-To'] === email);
  return {
    contacts: await count('contacts'),
    quotes: await count('quotes'),
    confirmations: about.filter((mail) => mail.kind === 'lead-confirmation').length,
    notifications: about.filter((mail) => mail.kind === 'lead-notification').length,
  };
}
