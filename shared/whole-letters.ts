const letters = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * The longest start of `text` within `max` UTF-16 units that ends between two letters as a reader
 * sees them: never half of a surrogate pair (U+FFFD where it is shown) nor a consonant without its
 * vowel sign ('कि' cut to 'क' is another letter).
 */
export function wholeLettersWithin(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment, index } of letters.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
