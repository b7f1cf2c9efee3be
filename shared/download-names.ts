import { agencyDay } from './agency-time.ts';
import type { CsvKind } from './constants.ts';

// The names staff's downloads are saved under, the same from the server's answer, the browser's
// link and the desktop app's save dialog.

/** A lead export, dated by the agency's day: `contacts-2026-11-28.csv`. */
export const csvExportFileName = (kind: CsvKind, at: number | Date): string => `${kind}-${agencyDay(at)}.csv`;

/** The most of an address a person's export is named by: with the rest, and a ' (1)' a browser adds, under 255 bytes. */
const NAMED_ADDRESS_MAX = 200;

/**
 * One person's data, named by the address. Its characters stay as typed (a `+` too, so
 * `asha+work@` and `asha_work@` are not one file), but for those a file system or a browser
 * refuses or reads (`* / ? |`, and `%`, which a browser may decode); an address too long for a
 * file name (the API takes 254 characters) keeps its start and its domain.
 */
export function personExportFileName(email: string): string {
  const safe = email.replace(/[^\w.@+!#$&'=^`{}~-]/g, '_');
  const half = NAMED_ADDRESS_MAX / 2;
  const named = safe.length > NAMED_ADDRESS_MAX ? `${safe.slice(0, half - 1)}_${safe.slice(-half)}` : safe;
  return `personal-data-${named}.json`;
}
