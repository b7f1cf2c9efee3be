import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';
import { UNAVAILABLE_MESSAGE } from './unavailable-page.ts';

/**
 * Design §11 in one process, on each engine's own fault: SQLite locked by another connection past
 * its busy timeout, PostgreSQL closed to new connections for maintenance. Requests that need the
 * database answer 503 with the API's message, public answers come from the cache, the process
 * carries on, and once the database is back the same request succeeds.
 */
let ctx: TestContext;
beforeEach(async () => {
  // The outbox polls only when kicked: on SQLite each poll against the lock would wait out the busy timeout.
  ctx = await startTestApp({ outbox: { pollMs: 600_000 } });
});
afterEach(async () => ctx.close());

/** Takes the database away; the returned function brings it back. */
async function takeDatabaseAway(): Promise<() => Promise<void>> {
  if (!ctx.databaseUrl) {
    const other = new SQLite(join(ctx.dataDir, 'agency.db'));
    other.exec('BEGIN EXCLUSIVE');
    return async () => {
      other.exec('ROLLBACK');
      other.close();
    };
  }
  const name = new URL(ctx.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
  return async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
  };
}

describe('a request that meets the database away', () => {
  it('answers 503 with a message for a lead, 200 from the cache for public reads, and works again once it is back', async () => {
    const cookie = await verifyEmail(ctx, 'asha.verma.gupta.lane.clinic.bhopal.2026@example.com');
    const lead = { name: 'आशा वर्मा', email: 'asha.verma.gupta.lane.clinic.bhopal.2026@example.com', subject: 'Clinic site', message: 'Gupta Lane, Bhopal' };
    const post = () => ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: lead });
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);

    const bringBack = await takeDatabaseAway();
    try {
      const refused = await post();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      ctx.app.publicCache.clear(); // as a staff write or a lost cache listener would
      const cached = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect([cached.statusCode, cached.body]).toEqual([200, config.body]);
      // Monitoring sees the outage (SQLite's locked writes leave reads working: health stays 200
      // there); a proxy's check does not, so it keeps sending visitors here.
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      if (ctx.databaseUrl) expect([health.statusCode, health.json()]).toEqual([503, { success: false, status: 'degraded' }]);
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { success: true, status: 'ok' }]);
    } finally {
      await bringBack();
    }
    const sent = await post();
    expect([sent.statusCode, sent.json().success]).toEqual([200, true]);
    const stored = await ctx.app.db.selectFrom('contacts').select('name').execute();
    expect(stored).toEqual([{ name: 'आशा वर्मा' }]);
  }, 30_000);
});
