/**
 * Rows per multi-row INSERT, and values per `IN (...)` list. SQLite allows 32,766 bound values
 * in one statement and PostgreSQL 65,535: 500 rows of up to 15 columns stay far below both,
 * while a campaign of 30,000 recipients still takes 60 statements rather than 30,000.
 */
export const ROWS_PER_STATEMENT = 500;

/** `items` in consecutive slices of at most `size`. */
export function inChunks<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * A turn of the event loop. better-sqlite3 answers on the calling thread, so work over many rows
 * awaits this between slices: visitors' requests are served in between instead of after.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
