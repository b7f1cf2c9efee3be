import type { Db } from '../../db/connect.ts';
import { withdrawByToken } from '../../services/consents.ts';
import { withdrawLeadCampaignMails } from '../campaigns/campaigns.ts';

/**
 * The one-click withdrawal in a mail about a lead: the consent to be contacted ends, and with it
 * the campaign mails to leads still queued for the address. The address it was for, or undefined
 * for a token never given. One transaction: both happen, or neither.
 */
export async function withdrawLeadContact(db: Db, token: string, now: number): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const email = await withdrawByToken(trx, token, now);
    if (email) await withdrawLeadCampaignMails(trx, email);
    return email;
  });
}
