/**
 * The thread behind `openReadReplica` (read-replica.ts): a read-only connection to the SQLite file
 * that answers one query per message. better-sqlite3 runs a query on the thread that calls it, so
 * a staff member's heavy read (a count over a million rows, an export page, the analytics panel)
 * runs here, not on the event loop that serves visitors.
 */
import SQLite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadResponse = { id: number; rows: unknown[] } | { id: number; error: string };

const sqlite = new SQLite((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

parentPort?.on('message', ({ id, sql, parameters }: ReadRequest) => {
  let response: ReadResponse;
  try {
    const statement = sqlite.prepare(sql);
    if (!statement.reader) throw new Error('The read replica runs queries that return rows only');
    response = { id, rows: statement.all(parameters) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
