import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { Worker } from 'node:worker_threads';
import type { ReadRequest, ReadResponse } from './read-worker.ts';
import type { Database } from './schema.ts';

/**
 * One worker thread holding a read-only connection to the SQLite file; queries are posted to it
 * and answered in order. Started on the first query, so a server no staff member uses pays nothing.
 */
class ReadWorkerConnection implements DatabaseConnection {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();

  readonly #file: string;

  constructor(file: string) {
    this.#file = file;
  }

  #start(): Worker {
    const worker = new Worker(new URL('./read-worker.ts', import.meta.url), { workerData: { file: this.#file } });
    worker.on('message', (response: ReadResponse) => {
      const waiting = this.#waiting.get(response.id);
      this.#waiting.delete(response.id);
      if ('error' in response) waiting?.reject(new Error(response.error));
      else waiting?.resolve(response.rows);
    });
    // A thread that dies fails what it was asked and is started again by the next query.
    const fail = (error: Error) => {
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
      this.#worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database read thread stopped (exit code ${code})`)));
    // Idle, it must not keep the process alive; while a query waits, it must.
    worker.unref();
    return worker;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const worker = (this.#worker ??= this.#start());
    const request: ReadRequest = { id: this.#nextId++, sql: compiled.sql, parameters: compiled.parameters };
    if (this.#waiting.size === 0) worker.ref();
    try {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        this.#waiting.set(request.id, { resolve, reject });
        worker.postMessage(request);
      });
      return { rows: rows as R[] };
    } finally {
      if (this.#waiting.size === 0) this.#worker?.unref();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The read replica does not stream; page through the rows instead');
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}

class ReadReplicaDriver implements Driver {
  readonly #connection: ReadWorkerConnection;

  constructor(file: string) {
    this.#connection = new ReadWorkerConnection(file);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The read replica takes no transactions: write through the main connection');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.#connection.close();
  }
}

/**
 * A Kysely handle on the SQLite file for staff reads that may take long (lists, counts, the
 * dashboard, analytics, CSV export): it answers the same queries as the main handle, from a
 * worker thread. WAL mode lets it read beside the writer, and every query sees what was committed
 * before it started, so a list reloaded after a write shows the write.
 */
export function openReadReplica(file: string): Kysely<Database> {
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadReplicaDriver(file),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new Kysely<Database>({ dialect });
}
