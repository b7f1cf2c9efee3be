import { afterAll, beforeAll } from 'vitest';
import { signIn, type AdminClient } from './admin.ts';
import { startTestApp, type TestContext } from './app.ts';

/**
 * Two in-process apps on one PostgreSQL database (design §10), for the api-pg project's
 * `*.pg.test.ts`: staff sign in through the writer; the reader is what another visitor meets.
 */
export function twoInstances() {
  const current = {} as { writer: TestContext; reader: TestContext; staff: AdminClient };
  beforeAll(async () => {
    current.writer = await startTestApp();
    current.reader = await startTestApp({ databaseUrl: current.writer.databaseUrl });
    current.staff = await signIn(current.writer);
  });
  afterAll(async () => {
    await current.reader?.close();
    await current.writer?.close();
  });
  return current;
}
