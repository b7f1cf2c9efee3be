import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectDatabase, connectReadDatabase, migrateToLatest, type Db } from '../../db/connect.ts';
import { seedIfEmpty } from '../../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** For staff reads that may take long (lists, counts, dashboard, analytics, export): see connectReadDatabase. */
    readDb: Db;
  }
}

/**
 * Opens DATA_DIR/agency.db (or PostgreSQL at DATABASE_URL), migrates it and seeds a new one
 * before any route runs; beside it, the handle for staff's long reads.
 */
export default fp(async function database(app: FastifyInstance, opts: { dataDir: string; databaseUrl?: string; publicUrl: string }) {
  // A dropped connection is replaced by the pool; its request or job answers for itself.
  const db = connectDatabase(opts, (error) => app.log.warn({ error: String(error) }, 'Database connection lost; the pool opens a new one'));
  await migrateToLatest(db);
  if (await seedIfEmpty(db, opts.publicUrl, new Date(app.now()))) app.log.info('Seeded a new database');
  const readDb = connectReadDatabase(opts, db);
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.addHook('onClose', async () => {
    if (readDb !== db) await readDb.destroy();
    await db.destroy();
  });
}, { name: 'database', dependencies: ['clock'] });
