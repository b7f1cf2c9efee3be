import { describe, expect, it } from 'vitest';
import { linesToOptions, optionsToLines } from './optionLines';

describe('option lines', () => {
  it('writes options in their order as Label | value', () => {
    expect(
      optionsToLines([
        { label: '1 month', value: '1-month', order: 3 },
        { label: 'ASAP (Rush Job)', value: 'asap', order: 1 },
      ]),
    ).toBe('ASAP (Rush Job) | asap\n1 month | 1-month');
  });
  it('reads lines back, numbering them and dropping blanks', () => {
    expect(linesToOptions('Under 1,00,000 | under-100k\n\n  25,00,000+ | above-2.5m  \nFlexible')).toEqual([
      { label: 'Under 1,00,000', value: 'under-100k', order: 1 },
      { label: '25,00,000+', value: 'above-2.5m', order: 2 },
      { label: 'Flexible', value: 'Flexible', order: 3 },
    ]);
  });
  it('round-trips', () => {
    const options = [
      { label: 'A', value: 'a', order: 1 },
      { label: 'B', value: 'b', order: 2 },
    ];
    expect(linesToOptions(optionsToLines(options))).toEqual(options);
  });
});
