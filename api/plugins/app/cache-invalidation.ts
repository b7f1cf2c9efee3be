import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createBackgroundJob } from '../../services/background-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stored public content changed (an admin write, a new live-preview verdict): drops the public
     * answer cache of this instance at once and, on PostgreSQL, of every other instance within
     * moments, so no instance keeps answering with the old content (design §10).
     */
    publicContentChanged(): Promise<void>;
  }
}

/** The PostgreSQL channel every instance listens on; the payload names the instance that wrote. */
const CHANNEL = 'public_cache_changed';
/** Marks the listening connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'agency-cache-listener';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** While no notification can arrive, cached answers live at most this long. */
const BLIND_CLEAR_MS = 1000;

/**
 * SQLite: one process, so clearing its own cache is all. PostgreSQL: LISTEN on a connection of its
 * own (a pooled one goes back to the pool and would stop listening), NOTIFY through the pool. A
 * lost listener reconnects at once, then with backoff (a background job); notifications sent
 * meanwhile are lost, so while it is down the cache is dropped every second, and once it listens
 * again the cache starts empty. The public cache keeps its last good answers aside through these
 * drops, for visitors while the database is away.
 */
export default fp(
  async function cacheInvalidation(app: FastifyInstance, opts: { databaseUrl?: string }) {
    const { databaseUrl } = opts;
    if (!databaseUrl) {
      app.decorate('publicContentChanged', async () => app.publicCache.clear());
      return;
    }

    const instance = randomUUID();
    let listener: pg.Client | undefined;
    let blindTimer: NodeJS.Timeout | undefined;

    const clearWhileBlind = () => {
      if (!blindTimer) blindTimer = setInterval(() => app.publicCache.clear(), BLIND_CLEAR_MS).unref();
    };

    /** Resolves once listening; rejects when this attempt failed (the job retries it). */
    const listen = async (closing: AbortSignal): Promise<void> => {
      const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
      let lost = false;
      const onLost = (error?: unknown) => {
        if (lost) return;
        lost = true;
        if (listener === client) listener = undefined;
        client.end().catch(() => {});
        app.publicCache.clear();
        if (closing.aborted) return;
        clearWhileBlind();
        app.log.warn({ error: String(error ?? 'connection closed') }, 'Public cache listener lost; reconnecting');
        reconnect.kick();
      };
      client.on('error', onLost);
      client.on('end', () => onLost());
      client.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload !== instance) app.publicCache.clear();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        onLost(error);
        throw error;
      }
      if (lost || closing.aborted) return;
      listener = client;
      clearInterval(blindTimer);
      blindTimer = undefined;
      // Whatever changed while nobody listened is unknown: start from an empty cache.
      app.publicCache.clear();
    };
    const reconnect = createBackgroundJob({ name: 'Public cache listener', run: listen, firstRetryMs: FIRST_RETRY_MS, maxRetryMs: MAX_RETRY_MS, log: app.log });
    await reconnect.start();

    app.decorate('publicContentChanged', async () => {
      app.publicCache.clear();
      try {
        await sql`select pg_notify(${CHANNEL}, ${instance})`.execute(app.db);
      } catch (error) {
        app.log.error({ error: String(error) }, 'Could not tell the other instances to drop their public cache');
      }
    });

    app.addHook('onClose', async () => {
      await reconnect.stop();
      clearInterval(blindTimer);
      await listener?.end().catch(() => {});
    });
  },
  { name: 'cacheInvalidation', dependencies: ['database', 'publicCache'] },
);
