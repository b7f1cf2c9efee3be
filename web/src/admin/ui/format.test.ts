import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyDay } from '../../../../shared/agency-time';
import { agencyDayStart, formatAge, formatDate, formatMoment, formatShortDate } from './format';

describe("admin dates are the agency's, in India, whatever the computer's time zone", () => {
  // A laptop or desktop app set to UTC (or staff abroad): 18:40 UTC on 28 Nov is 00:10 on 29 Nov in India.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('dates a lead sent at 00:10 in India on that Indian day, with its Indian time', () => {
    const at = '2026-11-28T18:40:00.000Z';
    expect(formatShortDate(at, new Date('2026-11-29T06:00:00.000Z'))).toBe('29 Nov');
    expect(formatDate(at)).toBe('29 Nov 2026');
    expect(formatDate(at, true)).toBe('29 Nov 2026, 12:10 am');
    expect(formatMoment(Date.parse(at))).toBe('29 Nov 2026, 12:10 am');
  });

  it("starts a day picked in a filter at midnight in India, the day the lists show", () => {
    expect(new Date(agencyDayStart('2026-11-29')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    // Checked against the agency's zone itself, over a year's end too.
    for (const day of ['2026-11-29', '2027-01-01', '2027-03-14']) {
      expect(agencyDay(agencyDayStart(day))).toBe(day);
      expect(agencyDay(agencyDayStart(day) - 1)).not.toBe(day);
    }
  });

  it("names the year when the lead is of another of the agency's years", () => {
    // 31 Dec 2025 19:00 UTC is 1 Jan 2026 in India: this year's, so no year shown.
    expect(formatShortDate('2025-12-31T19:00:00.000Z', new Date('2026-03-01T00:00:00.000Z'))).toBe('1 Jan');
    expect(formatShortDate('2025-12-31T18:00:00.000Z', new Date('2026-03-01T00:00:00.000Z'))).toBe('31 Dec 2025');
  });

  it("counts how long a data request has waited in the agency's days", () => {
    const at = (indiaTime: string) => Date.parse(`${indiaTime}+05:30`);
    // Asked at 23:00 on Monday, read at 10:00 on Tuesday: yesterday's request, not today's.
    expect(formatAge(at('2026-11-23T23:00'), at('2026-11-24T10:00'))).toBe('1 day');
    // Asked at 01:00 on Monday, read at 00:30 on Wednesday: two days, though under 48 hours.
    expect(formatAge(at('2026-11-23T01:00'), at('2026-11-25T00:30'))).toBe('2 days');
    expect(formatAge(at('2026-11-24T00:05'), at('2026-11-24T23:55'))).toBe('today');
    expect(formatAge(at('2026-12-31T20:00'), at('2027-01-01T09:00'))).toBe('1 day');
  });
});
