import { describe, expect, it } from 'vitest';
import { axisTicks } from './chartTicks';

describe('the analytics chart axis', () => {
  it('names each value once, also for the smallest peaks', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(3)).toEqual([0, 2, 3]);
    expect(axisTicks(1250)).toEqual([0, 625, 1250]);
  });
});
