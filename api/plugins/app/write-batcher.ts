import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { startCheckpoints } from '../../db/checkpoints.ts';
import { dialectOf } from '../../db/connect.ts';
import { createWriteBatcher, type WriteBatcher } from '../../db/write-batcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit for the hot public writes (leads) and the outbox: one fsync for a burst of them. */
    writeBatcher: WriteBatcher;
  }
}

export default fp(async function writeBatcher(app: FastifyInstance, opts: { dataDir: string }) {
  // SQLite's log is synced and checkpointed off the event loop; PostgreSQL syncs in its own process.
  const sqlite = dialectOf(app.db) === 'sqlite';
  const file = join(opts.dataDir, 'agency.db');
  const batcher = createWriteBatcher(app.db, { walFile: sqlite ? `${file}-wal` : undefined });
  const checkpoints = sqlite ? await startCheckpoints(app.db, file, app.log) : undefined;
  app.decorate('writeBatcher', batcher);
  app.addHook('onClose', async () => {
    await batcher.close();
    await checkpoints?.stop();
  });
}, { name: 'writeBatcher', dependencies: ['database'] });
