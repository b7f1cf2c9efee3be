import { describe, expect, it } from 'vitest';
import { campaignStatusText } from './campaignStatus';

const at = (status: 'sending' | 'paused' | 'sent', sent: number, failed = 0, total = 10) => campaignStatusText({ status, recipients: { total, sent, failed } });

describe('campaignStatusText', () => {
  it('follows the progress: queued, sending n of N, sent', () => {
    expect(at('sending', 0)).toBe('Queued');
    expect(at('sending', 3, 1)).toBe('Sending 4 of 10');
    expect(at('sent', 9, 1)).toBe('Sent');
  });
  it('says where a paused campaign stopped', () => {
    expect(at('paused', 2, 5)).toBe('Paused at 7 of 10');
  });
});
