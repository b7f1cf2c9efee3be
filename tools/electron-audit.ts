/**
 * npm run desktop:audit — electronegativity over desktop/, judged: any HIGH or MEDIUM finding
 * fails, except the two "Review Required" checks that flag every preload script and every
 * shell.openExternal call whatever guards them. Those were reviewed (docs/desktop.md, Audit)
 * and are accepted at exactly one place each; a new occurrence anywhere else fails again.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const REVIEWED: Record<string, string> = {
  'PRELOAD_JS_CHECK main/index.ts': 'the sandboxed preload exposes one narrow typed bridge through contextBridge',
  'OPEN_EXTERNAL_JS_CHECK main/windowPolicy.ts': 'openHttpsLink passes only parsed https: URLs without credentials',
};

const require = createRequire(import.meta.url);
const electronVersion = (require('electron/package.json') as { version: string }).version;
const report = join(mkdtempSync(join(tmpdir(), 'electronegativity-')), 'report.csv');
execFileSync(
  process.execPath,
  [require.resolve('@doyensec/electronegativity/dist/index.js'), '-i', 'desktop', '-r', '-v', 'false', '-e', electronVersion, '-o', report],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

const rows = parse(readFileSync(report, 'utf8'), { columns: true, trim: true, skip_empty_lines: true }) as Record<string, string>[];
let failures = 0;
for (const row of rows) {
  const key = `${row.issue} ${row.filename}`;
  const serious = row.severity === 'HIGH' || row.severity === 'MEDIUM';
  const verdict = !serious ? 'accepted (low)' : REVIEWED[key] ? `reviewed: ${REVIEWED[key]}` : 'FAIL';
  if (verdict === 'FAIL') failures++;
  console.log(`${row.severity.padEnd(6)} ${row.issue} ${row.filename}:${row.location}  ${verdict}`);
}
console.log(`electronegativity (Electron ${electronVersion}): ${rows.length} finding(s), ${failures} unreviewed high or medium`);
process.exit(failures === 0 ? 0 : 1);
