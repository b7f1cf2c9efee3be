import type { OptionItem } from '../../../../shared/api/config';

/** Budget ranges and timelines edited as text, one 'Label | value' per line, in display order. */
export function optionsToLines(options: OptionItem[]): string {
  return [...options]
    .sort((a, b) => a.order - b.order)
    .map((option) => `${option.label} | ${option.value}`)
    .join('\n');
}

/**
 * The reverse: blank lines dropped; a line without '|' uses its text as both label and value;
 * the order follows the lines, starting at 1.
 */
export function linesToOptions(text: string): OptionItem[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const bar = line.lastIndexOf('|');
      const label = (bar < 0 ? line : line.slice(0, bar)).trim();
      const value = (bar < 0 ? line : line.slice(bar + 1)).trim() || label;
      return { label: label || value, value, order: index + 1 };
    });
}
