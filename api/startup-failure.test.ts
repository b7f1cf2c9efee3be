import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, listMigrations } from './db/connect.ts';
import { startTestApp } from './test/app.ts';
import { failedStartLines, INSTANCE_SECRETS } from './test/server-process.ts';

/** Design §11: a start that cannot go on prints one line naming the cause and exits 1. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The output of a server process that must not start, with a DATA_DIR of its own unless given. */
function failedStart(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-start-'));
  dirs.push(dataDir);
  return failedStartLines({ DATA_DIR: dataDir, ...env });
}

describe('a start that cannot go on', () => {
  it('names the migration that failed, with the database reason, in one line (the stack only at LOG_LEVEL=debug)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-start-'));
    dirs.push(dataDir);
    const ctx = await startTestApp({ dataDir });
    await ctx.app.close();
    const db = connectDatabase({ dataDir, databaseUrl: ctx.databaseUrl });
    const last = (await listMigrations(db)).at(-1)!.name;
    try {
      // As if the last migration had never run: running it again meets the tables it made.
      await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', last as never).execute();
    } finally {
      await db.destroy();
    }
    const env = { DATA_DIR: dataDir, ...(ctx.databaseUrl && { DATABASE_URL: ctx.databaseUrl, ...INSTANCE_SECRETS }) };
    try {
      const lines = await failedStart(env);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Database migration ${last} failed: .*already exists`));
      const debug = await failedStart({ ...env, LOG_LEVEL: 'debug' });
      expect(debug[0]).toBe(lines[0]);
      expect(debug.some((line) => /^\s+at /.test(line))).toBe(true);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
