/**
 * When a save that is checked against a version (`baseUpdatedAt`) is stamped, which is its new
 * version: now, or a millisecond after the version it replaces when that is not earlier, so every
 * save is a new version, also two within one millisecond or after the clock stepped back.
 */
export function nextVersion(previous: string | null, now: number): Date {
  const before = previous ? Date.parse(previous) : Number.NEGATIVE_INFINITY;
  return new Date(before >= now ? before + 1 : now);
}
