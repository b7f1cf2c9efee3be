import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../../shared/api/leads.ts';
import { firstTimeOrderedId, timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the given millisecond', () => {
    const now = Date.parse('2026-11-27T10:48:20.123Z');
    const id = timeOrderedId(now);
    expect(id).toMatch(new RegExp(UUID_PATTERN));
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts as text in the order of its times, and differs within one millisecond', () => {
    const start = Date.parse('2026-12-31T23:59:59.990Z');
    const ids = Array.from({ length: 40 }, (_, i) => timeOrderedId(start + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => timeOrderedId(start))).size).toBe(10_000);
  });

  it('has a first id for each millisecond: every later id sorts after it, every earlier one before', () => {
    const at = Date.parse('2026-11-28T02:30:00.000Z');
    const bound = firstTimeOrderedId(at);
    for (let i = 0; i < 1_000; i++) {
      expect(timeOrderedId(at + (i % 3)) > bound).toBe(true);
      expect(timeOrderedId(at - 1 - (i % 3)) < bound).toBe(true);
    }
  });
});
