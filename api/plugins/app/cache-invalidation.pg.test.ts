import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminClient } from '../../test/admin.ts';
import type { TestContext } from '../../test/app.ts';
import { twoInstances } from '../../test/two-apps.ts';
import { LISTENER_APPLICATION_NAME } from './cache-invalidation.ts';

/**
 * Two app instances on one PostgreSQL database (design §10): an admin write through one drops the
 * public answers the other has cached, through LISTEN/NOTIFY, and a lost listening connection
 * neither leaves stale answers behind nor stays lost.
 */
const instances = twoInstances();
let writer: TestContext;
let reader: TestContext;
let staff: AdminClient;
beforeAll(() => {
  ({ writer, reader, staff } = instances);
});

const publicNames = async (ctx: TestContext): Promise<string[]> =>
  (await ctx.app.inject({ url: '/api/services' })).json().data.map((s: { name: string }) => s.name);

/** Renames the first service through the writer's admin API; returns the new name. */
async function renameFirstService(name: string): Promise<string> {
  const [service] = (await staff.get('/api/admin/services')).json().data;
  const { _id: id, createdAt: _c, updatedAt: _u, ...input } = service;
  const saved = await staff.request('PUT', `/api/admin/services/${id}`, { ...input, name });
  expect(saved.statusCode).toBe(200);
  return name;
}

/** Milliseconds until the reader's public answer shows `name`, polling every 20 ms. */
async function msUntilReaderShows(name: string, timeoutMs = 10_000): Promise<number> {
  const started = performance.now();
  while (!(await publicNames(reader)).includes(name)) {
    if (performance.now() - started > timeoutMs) throw new Error(`The reader did not show "${name}" within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - started;
}

async function terminateListeners(): Promise<number> {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      LISTENER_APPLICATION_NAME,
    ]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('public answer cache across instances', () => {
  it("drops the other instance's cached answers within a second of an admin write", async () => {
    const before = await publicNames(reader);
    expect(await publicNames(reader)).toEqual(before); // now answered from the reader's cache
    const name = await renameFirstService('Web Development (renamed on the writer)');
    expect(await msUntilReaderShows(name)).toBeLessThan(1000);
  });

  it('after losing its listening connection, serves no stale answer and listens again', async () => {
    await publicNames(reader); // cached
    expect(await terminateListeners()).toBe(2); // the writer's and the reader's
    // A change no instance announced (the writer's NOTIFY may be lost while nobody listens).
    const [first] = (await staff.get('/api/admin/services')).json().data;
    await writer.app.db.updateTable('services').set({ name: 'Changed behind the cache' }).where('id', '=', first._id).execute();
    expect(await msUntilReaderShows('Changed behind the cache')).toBeLessThan(2000);

    // Both listen again, and notifications work again.
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const listening = async () =>
      Number(
        (await admin.query('select count(*) as n from pg_stat_activity where application_name = $1', [LISTENER_APPLICATION_NAME])).rows[0]
          .n,
      );
    await expect.poll(listening, { timeout: 10_000 }).toBe(2);
    await admin.end();
    await publicNames(reader); // cached again
    const name = await renameFirstService('Web Development (after the reconnect)');
    expect(await msUntilReaderShows(name)).toBeLessThan(1000);
  });
});
