import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
