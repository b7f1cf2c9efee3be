import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { dialectOf } from '../../db/connect.ts';
import { createWriteBatcher, type WriteBatcher } from '../../db/write-batcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit for the hot public writes (leads) and the outbox: one fsync for a burst of them. */
    writeBatcher: WriteBatcher;
  }
}

export default fp(async function writeBatcher(app: FastifyInstance, opts: { dataDir: string }) {
  // SQLite's log is synced off the event loop; PostgreSQL syncs in its own process anyway.
  const walFile = dialectOf(app.db) === 'sqlite' ? join(opts.dataDir, 'agency.db-wal') : undefined;
  const batcher = createWriteBatcher(app.db, { walFile });
  app.decorate('writeBatcher', batcher);
  app.addHook('onClose', () => batcher.close());
}, { name: 'writeBatcher', dependencies: ['database'] });
