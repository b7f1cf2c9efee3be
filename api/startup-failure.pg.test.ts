import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { failedStartLines, freePort, INSTANCE_SECRETS } from './test/server-process.ts';

/** Design §11 on PostgreSQL: the database's own reasons, each in one line without the password. */
const postgres = inject('postgresUrl')!;
const dataDir = mkdtempSync(join(tmpdir(), 'agency-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a start on PostgreSQL that cannot go on', () => {
  const at = (url: URL) => `${url.hostname}:${url.port}`;

  it('says the database is unreachable when nothing listens at DATABASE_URL', async () => {
    const url = new URL(postgres);
    url.port = String(await freePort());
    url.pathname = '/agency';
    expect(await failedStartLines({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...INSTANCE_SECRETS })).toEqual([
      `Database unreachable at ${at(url)}/agency (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running`,
    ]);
  });

  it('says authentication failed for a role the server refuses, without the password', async () => {
    const url = new URL(postgres);
    url.username = 'asha_not_a_role';
    url.password = 'a-password-never-printed';
    const lines = await failedStartLines({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...INSTANCE_SECRETS });
    expect(lines).toEqual([`Database authentication failed for asha_not_a_role at ${at(url)}/postgres: check DATABASE_URL`]);
  });

  it('says the database does not exist', async () => {
    const url = new URL(postgres);
    url.pathname = '/agency_never_created';
    expect(await failedStartLines({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...INSTANCE_SECRETS })).toEqual([
      `Database ${at(url)}/agency_never_created does not exist: create it or check DATABASE_URL`,
    ]);
  });
});
