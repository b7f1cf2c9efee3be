/**
 * The admin form rules of spec §5, as pure functions: forms keep what staff typed as text and
 * convert it only when saving, so a half-typed number never fights the cursor.
 */

/** One entry per line (features, sub-services); blank lines and surrounding spaces dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Comma-separated entries (project technologies); empty entries dropped. */
export function parseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/**
 * An integer of at least `min`; anything else (empty, not a number, below min) becomes
 * `fallback`, which is what the spec asks for order (min 1, fallback 1) and starting price
 * (min 0, fallback 0). Decimals are cut, as an integer input would.
 */
export function integerAtLeast(text: string | number, min: number, fallback: number): number {
  const value = typeof text === 'number' ? text : text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return fallback;
  const whole = Math.trunc(value);
  return whole >= min ? whole : fallback;
}

/** A rating of 1-5 stars; anything outside becomes the default 5 (spec §3). */
export function ratingFrom(text: string | number, fallback = 5): number {
  const value = integerAtLeast(text, 1, fallback);
  return value <= 5 ? value : fallback;
}
