import { describe, expect, it } from 'vitest';
import { integerAtLeast, parseCommaList, parseLines, ratingFrom } from './formRules';

describe('parseLines (service features: one per line, blank lines dropped)', () => {
  it('splits on new lines and trims', () => {
    expect(parseLines('Responsive design\n  SEO basics  \r\nCMS')).toEqual(['Responsive design', 'SEO basics', 'CMS']);
  });
  it('drops blank and whitespace-only lines', () => {
    expect(parseLines('\n\nOne\n   \n\tTwo\n\n')).toEqual(['One', 'Two']);
    expect(parseLines('')).toEqual([]);
  });
});

describe('parseCommaList', () => {
  it('splits technologies on commas and drops empties', () => {
    expect(parseCommaList('React, Node.js,, ,TypeScript ')).toEqual(['React', 'Node.js', 'TypeScript']);
  });
});

describe('integerAtLeast (order min 1 fallback 1; starting price min 0 fallback 0)', () => {
  it('keeps valid integers', () => {
    expect(integerAtLeast('3', 1, 1)).toBe(3);
    expect(integerAtLeast('0', 0, 0)).toBe(0);
    expect(integerAtLeast('25000', 0, 0)).toBe(25000);
    expect(integerAtLeast(7, 1, 1)).toBe(7);
  });
  it('falls back for empty, non-numeric or too small values', () => {
    expect(integerAtLeast('', 1, 1)).toBe(1);
    expect(integerAtLeast('  ', 0, 0)).toBe(0);
    expect(integerAtLeast('abc', 1, 1)).toBe(1);
    expect(integerAtLeast('0', 1, 1)).toBe(1);
    expect(integerAtLeast('-5', 0, 0)).toBe(0);
    expect(integerAtLeast('Infinity', 0, 0)).toBe(0);
  });
  it('cuts decimals like an integer input', () => {
    expect(integerAtLeast('2.9', 1, 1)).toBe(2);
    expect(integerAtLeast('0.5', 1, 1)).toBe(1);
  });
});

describe('ratingFrom (1-5, default 5)', () => {
  it('keeps 1 to 5 and defaults otherwise', () => {
    expect(ratingFrom('1')).toBe(1);
    expect(ratingFrom('4')).toBe(4);
    expect(ratingFrom('6')).toBe(5);
    expect(ratingFrom('0')).toBe(5);
    expect(ratingFrom('')).toBe(5);
  });
});
