import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectDatabase, migrateToLatest, type Db } from '../../db/connect.ts';
import { seedIfEmpty } from '../../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens DATA_DIR/agency.db (or PostgreSQL at DATABASE_URL), migrates it and seeds a new one
 * before any route runs.
 */
export default fp(async function database(app: FastifyInstance, opts: { dataDir: string; databaseUrl?: string; publicUrl: string }) {
  const db = connectDatabase(opts);
  await migrateToLatest(db);
  if (await seedIfEmpty(db, opts.publicUrl, new Date(app.now()))) app.log.info('Seeded a new database');
  app.decorate('db', db);
  app.addHook('onClose', async () => db.destroy());
}, { name: 'database', dependencies: ['clock'] });
