import { LEAD_TEXT_MAX } from '../../../shared/constants';

type LeadTextField = keyof typeof LEAD_TEXT_MAX;

/** Characters as the API counts them: code points, so an emoji or a Devanagari letter is one. */
const characters = (text: string): number => [...text.trim()].length;
const figure = (count: number): string => count.toLocaleString('en-IN');

/**
 * The first of the named fields longer than the API takes ('Message must be at most 5,000
 * characters (it has 5,001)'), or null when all fit. The lead forms ask this before a code is
 * mailed, so a visitor never proves the address only to have the message refused after.
 */
export function tooLongField(values: Partial<Record<LeadTextField, string>>, labels: Partial<Record<LeadTextField, string>>): string | null {
  for (const [field, label] of Object.entries(labels) as [LeadTextField, string][]) {
    const length = characters(values[field] ?? '');
    const max = LEAD_TEXT_MAX[field];
    if (length > max) return `${label} must be at most ${figure(max)} characters (it has ${figure(length)})`;
  }
  return null;
}
