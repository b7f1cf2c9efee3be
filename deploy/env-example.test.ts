import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../api/test/server-process.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every environment variable the server's configuration reads (`env.NAME` in api/config.ts). */
const configVariables = [...new Set([...read('api/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))];

describe('configuration documents', () => {
  it('finds the variables the configuration reads', () => {
    expect(configVariables).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'JWT_SECRET', 'TRUST_PROXY']));
  });

  it('deploy/.env.example lists every variable api/config.ts reads', () => {
    const listed = new Set([...read('deploy/.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(configVariables.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('the README configuration table lists every variable api/config.ts reads', () => {
    const table = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])));
    expect(configVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('deploy/.env.example copied as is to .env starts the server, its data in ./data beside it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'agency-env-example-'));
    copyFileSync(join(root, 'deploy/.env.example'), join(folder, '.env'));
    // As from a shell: no NODE_ENV (Vitest sets one, and the environment wins over .env). The
    // port does come from the environment: 3000 may be taken on a shared machine.
    const server = await startServerProcess({ NODE_ENV: undefined }, folder);
    try {
      expect((await fetch(`${server.url}/api/config`)).status).toBe(200);
      expect(existsSync(join(folder, 'data/agency.db'))).toBe(true);
      // ADMIN_EMAIL and ADMIN_PASSWORD empty: the first staff account with a password shown once.
      expect(server.output()).toMatch(/Created admin \\"admin@localhost\\" with password/);
    } finally {
      server.child.kill();
      await server.exited;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
