import type { CampaignDraft, RenderedCampaign } from '../../../shared/api/campaigns.ts';
import type { Db } from '../../db/connect.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { fitSubject } from '../../mail/templates.ts';
import { recordAudit } from '../../services/audit.ts';
import { personalMail, type PersonalMailContext } from './personal-mail.ts';

/**
 * Staff see and test a campaign as a subscriber would get it: their own address stands in for the
 * recipient, with a newsletter unsubscribe footer whose link carries no real token (it cannot
 * unsubscribe anybody).
 */
function sampleMail(draft: CampaignDraft, staffEmail: string, ctx: PersonalMailContext) {
  return personalMail(draft, { email: staffEmail, optOut: { kind: 'newsletter', token: 'preview' } }, ctx);
}

export function previewCampaign(draft: CampaignDraft, staffEmail: string, ctx: PersonalMailContext): RenderedCampaign {
  const { subject, html, text } = sampleMail(draft, staffEmail, ctx);
  return { subject, html, text };
}

/** Queues the sample to the signed-in staff address through the outbox, like every other mail. */
export async function sendTestCampaign(db: Db, draft: CampaignDraft, staffEmail: string, ctx: PersonalMailContext & { now: number }): Promise<void> {
  const { subject, html, text } = sampleMail(draft, staffEmail, ctx);
  await db.transaction().execute(async (trx) => {
    await enqueueMail(trx, { subject: fitSubject(`[Test] ${subject}`), html, text, kind: 'campaign-test', to: staffEmail }, ctx.now);
    await recordAudit(trx, { email: staffEmail }, ctx.now, { action: 'test-mail', entity: 'campaign', entityId: null, after: { subject: draft.subject, to: staffEmail } });
  });
}
