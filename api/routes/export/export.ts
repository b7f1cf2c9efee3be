import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import { CSV_KINDS, type CsvKind } from '../../../shared/constants.ts';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../shared/api/pipeline.ts';
import { quoteLabels, type QuoteLabels } from '../../../shared/lead-labels.ts';
import { agencyDateTime } from '../../../shared/agency-time.ts';
import { inChunks, nextTurn } from '../../db/batches.ts';
import { dialectOf, type Db, type DialectName } from '../../db/connect.ts';
import { readSiteSettings } from '../../services/site-config.ts';

/** Where each lead stands (issue 18's pipeline), after the lead's own columns. */
const PIPELINE_COLUMNS = [
  ['Stage', 'status'],
  ['Owner', 'owner_id'],
  ['Follow-up', 'follow_up_on'],
] as const;

/** Column label and the stored column it comes from, in spreadsheet order. */
const EXPORTS = {
  contacts: [
    ['Date', 'created_at'],
    ['Name', 'name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Subject', 'subject'],
    ['Message', 'message'],
    ...PIPELINE_COLUMNS,
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
    ...PIPELINE_COLUMNS,
  ],
} as const;

export type ExportKind = CsvKind;
export const EXPORT_KINDS = CSV_KINDS;

/**
 * Rows per page. SQLite's pages come from the read thread (a message each, cheap); each
 * PostgreSQL page is a network round trip and a planned query, so it takes bigger ones.
 */
const PAGE_SIZE: Record<DialectName, number> = { sqlite: 1000, postgres: 5000 };
/** Rows per string written, and per stretch of work between visitors' requests: about 35 KB of CSV. */
const CSV_CHUNK_ROWS = 250;

/**
 * A spreadsheet is read by people: the date is the agency's date and time in India (as the admin
 * lists and the file name date a lead), stored option codes become the labels the quote form
 * showed, a stage its name, an owner their address (empty when nobody owns the lead).
 */
function humanCells(labels: QuoteLabels, owners: Map<string, string>): (column: string, value: string | null) => string {
  const byColumn: Record<string, (code: string) => string> = {
    created_at: (at) => (Number.isNaN(Date.parse(at)) ? at : agencyDateTime(Date.parse(at))),
    service: labels.service,
    budget: labels.budget,
    timeline: labels.timeline,
    status: (status) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status,
    owner_id: (id) => owners.get(id) ?? 'a removed account',
  };
  return (column, value) => (value === null ? '' : (byColumn[column]?.(value) ?? value));
}

/** Staff addresses by account id: a handful of rows, read once per export. */
const staffAddresses = async (db: Db) => new Map((await db.selectFrom('admins').select(['id', 'email']).execute()).map((admin) => [admin.id, admin.email]));

/**
 * The rows oldest first, read a page at a time by the keyset (created_at, id), on the
 * (created_at, id) index: each page is one index range, so a million rows cost a million index
 * steps, not a rescan per page. Paging rather than one .stream(): Kysely's SQLite driver has one
 * connection, held by an open stream until it ends, and a slow download must not stall the
 * site's other queries (design §7). The pull of the CSV stream drives the reads (back-pressure),
 * and each slice of a page is followed by a turn of the event loop, so visitors are served in
 * between.
 */
async function* pages(db: Db, kind: ExportKind): AsyncGenerator<string[][]> {
  const columns = EXPORTS[kind].map(([, column]) => column);
  const readable = humanCells(quoteLabels(await readSiteSettings(db)), await staffAddresses(db));
  const pageSize = PAGE_SIZE[dialectOf(db)];
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom(kind).select(['id', 'created_at', ...columns]);
    if (after) {
      // created_at >= first: the index range to seek to; the row value drops the rows shown.
      query = query
        .where('created_at', '>=', after.created_at)
        .where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after!.created_at, after!.id)));
    }
    const rows = (await query.orderBy('created_at').orderBy('id').limit(pageSize).execute()) as Record<string, string | null>[];
    for (const slice of inChunks(rows, CSV_CHUNK_ROWS)) {
      yield slice.map((row) => columns.map((column) => readable(column, row[column])));
      // The stream pulls slices in microtasks; this turn lets visitors' requests in between.
      await nextTurn();
    }
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as { created_at: string; id: string };
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
export function leadsCsv(db: Db, kind: ExportKind): Readable {
  const options = {
    record_delimiter: '\r\n',
    // The library quotes only fields holding the record delimiter (CRLF); a bare LF or CR must be
    // quoted too, or the reader starts a new row inside the field.
    quoted_match: /[\r\n]/,
    cast: { string: neutralizeFormula },
  };
  const header = stringify([EXPORTS[kind].map(([label]) => label)], options);
  // One string per slice of rows: a million rows are a few thousand chunks through the stream,
  // not a million objects, and at most a few wait in memory for a slow reader.
  async function* chunks() {
    yield `\ufeff${header}`;
    for await (const slice of pages(db, kind)) yield stringify(slice, options);
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 256 * 1024 });
}
