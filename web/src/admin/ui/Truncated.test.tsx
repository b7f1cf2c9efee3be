import { describe, expect, it } from 'vitest';
import { splitForCut } from './Truncated';

describe('splitForCut', () => {
  it('keeps the end of the local part and the whole domain, so look-alikes stay apart', () => {
    expect(splitForCut('ananya.rajeshwari.chaturvedi.verma.ceo@example.com')).toEqual([
      'ananya.rajeshwari.chaturvedi.',
      'verma.ceo@example.com',
    ]);
  });

  // Each address has the cut (nine units before the @) fall inside a letter.
  it('never cuts inside a letter: an emoji or a Devanagari vowel sign stays whole on one side', () => {
    const emoji = 'priya.sharma.design.studio😀verma.ce@example.in';
    const [head, tail] = splitForCut(emoji);
    expect(head + tail).toBe(emoji);
    expect(head.endsWith('😀') || tail.startsWith('😀')).toBe(true);

    const hindi = 'राजेश.विश्वकर्मा.नागपुर1@उदाहरण.भारत';
    const [start, end] = splitForCut(hindi);
    expect(start + end).toBe(hindi);
    // A tail never begins with a vowel sign or virama torn from its consonant.
    expect(end).not.toMatch(/^\p{M}/u);
  });

  it('leaves a short local part, a value without @ and an address ending in @ whole', () => {
    expect(splitForCut('ab.cdefghi@example.com')).toEqual(['ab.cdefghi@example.com', '']);
    expect(splitForCut('/services/mobile-apps')).toEqual(['/services/mobile-apps', '']);
    expect(splitForCut('someone@')).toEqual(['someone@', '']);
  });
});
