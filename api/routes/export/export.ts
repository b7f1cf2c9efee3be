import { stringify } from 'csv-stringify';
import { Readable, pipeline, type Transform } from 'node:stream';
import { CSV_KINDS, type CsvKind } from '../../../shared/constants.ts';
import { quoteLabels, type QuoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import { readSiteSettings } from '../../services/site-config.ts';

/** Column label and the stored column it comes from, in spreadsheet order. */
const EXPORTS = {
  contacts: [
    ['Date', 'created_at'],
    ['Name', 'name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Subject', 'subject'],
    ['Message', 'message'],
  ],
  quotes: [
    ['Date', 'created_at'],
    ['Name', 'name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Service', 'service'],
    ['Sub-service', 'sub_service'],
    ['Budget', 'budget'],
    ['Timeline', 'timeline'],
    ['Message', 'message'],
  ],
} as const;

export type ExportKind = CsvKind;
export const EXPORT_KINDS = CSV_KINDS;

const PAGE_SIZE = 500;

/** A spreadsheet is read by people: stored option codes become the labels the quote form showed. */
function humanCells(labels: QuoteLabels): (column: string, value: string) => string {
  const byColumn: Record<string, (code: string) => string> = {
    service: labels.service,
    budget: labels.budget,
    timeline: labels.timeline,
  };
  return (column, value) => byColumn[column]?.(value) ?? value;
}

/**
 * The rows oldest first, read a page at a time by (created_at, id). Kysely's SQLite driver has
 * one connection, held by an open .stream() until it ends; paging hands it back between pages,
 * so a slow download never stalls the site's other queries (design §7).
 */
async function* pages(db: Db, kind: ExportKind): AsyncGenerator<string[]> {
  const columns = EXPORTS[kind].map(([, column]) => column);
  const readable = humanCells(quoteLabels(await readSiteSettings(db)));
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom(kind).select(['id', 'created_at', ...columns]);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([eb('created_at', '>', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '>', id)])]),
      );
    }
    const rows = (await query.orderBy('created_at').orderBy('id').limit(PAGE_SIZE).execute()) as Record<string, string>[];
    for (const row of rows) yield columns.map((column) => readable(column, row[column]));
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1];
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (their full-width forms too, or tab/CR
 * before one) as a formula; a leading apostrophe makes it plain text (OWASP 'CSV injection'). Every
 * line of a multi-line cell is guarded as well, for readers that break rows at a bare LF or CR.
 */
export const neutralizeFormula = (value: string) => value.replace(/(?<=^|[\r\n])(?=[=+\-@\t\r＝＋－＠])/g, "'");

/** RFC 4180 CSV with a header row and a UTF-8 BOM (so Excel reads the text as UTF-8). */
export function leadsCsv(db: Db, kind: ExportKind): Transform {
  const csv = stringify({
    bom: true,
    header: true,
    columns: EXPORTS[kind].map(([label]) => label),
    record_delimiter: '\r\n',
    // The library quotes only fields holding the record delimiter (CRLF); a bare LF or CR must be
    // quoted too, or the reader starts a new row inside the field.
    quoted_match: /[\r\n]/,
    cast: { string: neutralizeFormula },
  });
  // An error half-way ends the download instead of passing off a cut-short file as complete.
  pipeline(Readable.from(pages(db, kind)), csv, () => undefined);
  return csv;
}
