import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatStartingPrice,
  moreFeaturesLabel,
  moreTechnologiesLabel,
  previewFeatures,
  previewTechnologies,
} from './format';

describe('formatStartingPrice', () => {
  it('shows thousands with K+ from 1000', () => {
    expect(formatStartingPrice(10000)).toBe('₹10K+');
    expect(formatStartingPrice(20000, 'INR')).toBe('₹20K+');
    expect(formatStartingPrice(1000)).toBe('₹1K+');
    expect(formatStartingPrice(12500)).toBe('₹12.5K+');
  });
  it('shows the plain amount below 1000', () => {
    expect(formatStartingPrice(999)).toBe('₹999');
    expect(formatStartingPrice(0)).toBe('₹0');
  });
  it('uses the currency symbol', () => {
    expect(formatStartingPrice(5000, 'USD')).toBe('$5K+');
    expect(formatStartingPrice(5000, 'EUR')).toBe('€5K+');
  });
});

describe('previewFeatures', () => {
  it('keeps the first two features and counts the rest', () => {
    const preview = previewFeatures(['a', 'b', 'c', 'd', 'e']);
    expect(preview.shown).toEqual(['a', 'b']);
    expect(preview.hidden).toBe(3);
    expect(moreFeaturesLabel(preview.hidden)).toBe('+3 more');
  });
  it('hides nothing when two or fewer', () => {
    expect(previewFeatures(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(previewFeatures([])).toEqual({ shown: [], hidden: 0 });
  });
});

describe('previewTechnologies', () => {
  it('keeps the first three technologies and counts the rest as +N', () => {
    const preview = previewTechnologies(['React', 'Next.js', 'Node.js', 'PostgreSQL', 'Tailwind CSS']);
    expect(preview.shown).toEqual(['React', 'Next.js', 'Node.js']);
    expect(moreTechnologiesLabel(preview.hidden)).toBe('+2');
  });
  it('shows all when three or fewer', () => {
    expect(previewTechnologies(['Figma', 'Illustrator', 'Photoshop']).hidden).toBe(0);
  });
});

describe('digitsOnly', () => {
  it('drops non-digits and cuts at the code length', () => {
    expect(digitsOnly('12a3-45 678', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});
