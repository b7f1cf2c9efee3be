import { agencyDay } from './agency-time.ts';
import type { CsvKind } from './constants.ts';

// The names staff's downloads are saved under, the same from the server's answer, the browser's
// link and the desktop app's save dialog.

/** A lead export, dated by the agency's day: `contacts-2026-11-28.csv`. */
export const csvExportFileName = (kind: CsvKind, at: number | Date): string => `${kind}-${agencyDay(at)}.csv`;

/** One person's data; the address is kept to characters every file system takes. */
export const personExportFileName = (email: string): string => `personal-data-${email.replace(/[^\w.@-]/g, '_')}.json`;
