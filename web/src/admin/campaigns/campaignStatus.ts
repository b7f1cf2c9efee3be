import type { Campaign } from '../../../../shared/api/campaigns';

/**
 * The status a campaign's pill shows, matching its progress: queued until its first mail is out,
 * then 'Sending n of N', then sent (or paused after send errors, until resumed).
 */
export function campaignStatusText({ status, recipients }: Pick<Campaign, 'status' | 'recipients'>): string {
  const done = recipients.sent + recipients.failed;
  if (status === 'paused') return `Paused at ${done} of ${recipients.total}`;
  if (status === 'sent') return 'Sent';
  return done === 0 ? 'Queued' : `Sending ${done} of ${recipients.total}`;
}
