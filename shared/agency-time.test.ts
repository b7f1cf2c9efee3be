import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agencyDay, agencyDayStart } from './agency-time.ts';

describe("the agency's day", () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // A computer far from India: its own midnight is 13 hours away from the agency's.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('begins at midnight in India, whatever the zone of the computer', () => {
    expect(new Date(agencyDayStart('2026-11-29')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(agencyDay(agencyDayStart('2026-11-29'))).toBe('2026-11-29');
    expect(agencyDay(agencyDayStart('2026-11-29') - 1)).toBe('2026-11-28');
    // Over a year's end and a Californian change of clocks alike.
    expect(new Date(agencyDayStart('2027-01-01')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(new Date(agencyDayStart('2027-03-14')).toISOString()).toBe('2027-03-13T18:30:00.000Z');
  });
});
