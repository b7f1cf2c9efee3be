import { describe, expect, it } from 'vitest';
import { everyDay, lastDays } from './analyticsRange';

describe('analytics range', () => {
  it('covers the last n days including today', () => {
    expect(lastDays(30, new Date('2026-03-05T18:00:00Z'))).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(lastDays(1, new Date('2026-03-05T00:00:00Z'))).toEqual({ from: '2026-03-05', to: '2026-03-05' });
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
