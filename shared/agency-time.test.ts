import { describe, expect, it } from 'vitest';
import { AGENCY_TIME_ZONE, agencyDateLabel } from './agency-time';

const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE });
const intlLabel = (at: number) => intl.format(at);

describe('agencyDateLabel', () => {
  it('says what Intl says in India for every day of 2020-2030, at each turn of the day there', () => {
    const mismatches: string[] = [];
    // 18:29 and 18:30 UTC straddle midnight in India (UTC+05:30); 00:00 and 12:00 are mid-day there.
    for (let day = Date.UTC(2020, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      for (const minutes of [0, 12 * 60, 18 * 60 + 29, 18 * 60 + 30, 23 * 60 + 59]) {
        const at = day + minutes * 60_000;
        if (agencyDateLabel(at) !== intlLabel(at)) mismatches.push(`${new Date(at).toISOString()}: ${agencyDateLabel(at)} against ${intlLabel(at)}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("reads a post's ISO date, a Date and a timestamp alike", () => {
    expect(agencyDateLabel('2026-09-03T18:45:00.000Z')).toBe('4 Sept 2026');
    expect(agencyDateLabel(new Date('2026-12-31T18:29:59Z'))).toBe('31 Dec 2026');
    expect(agencyDateLabel(Date.parse('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027');
  });
});
