import { describe, expect, it } from 'vitest';
import { everyDay, lastDays } from './analyticsRange';

describe('analytics range', () => {
  it('covers the last n days including today', () => {
    expect(lastDays(30, new Date('2026-03-05T18:00:00Z'))).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(lastDays(1, new Date('2026-03-05T00:00:00Z'))).toEqual({ from: '2026-03-05', to: '2026-03-05' });
  });
  it("ends on the agency's today: 20:00 UTC is half past one the next morning in India", () => {
    expect(lastDays(30, new Date('2026-03-05T20:00:00Z'))).toEqual({ from: '2026-02-05', to: '2026-03-06' });
    expect(lastDays(7, new Date('2026-12-31T18:30:00Z'))).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });
  it('fills missing days with zero views', () => {
    expect(everyDay('2026-02-27', '2026-03-02', [{ day: '2026-03-01', views: 4 }])).toEqual([
      { day: '2026-02-27', views: 0 },
      { day: '2026-02-28', views: 0 },
      { day: '2026-03-01', views: 4 },
      { day: '2026-03-02', views: 0 },
    ]);
  });
});
