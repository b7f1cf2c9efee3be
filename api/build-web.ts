import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const webBundle = join(root, 'dist/web');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'e2e') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the web app (client and prerendering bundles) when either is missing or older than the web/ or shared/ sources. */
export function buildWebIfStale(): void {
  const index = join(webBundle, 'index.html');
  const serverEntry = join(root, 'dist/server/entry-server.js');
  const sources = Math.max(newestChange(join(root, 'web')), newestChange(join(root, 'shared')));
  const stale =
    !existsSync(index) || !existsSync(serverEntry) || sources > Math.min(statSync(index).mtimeMs, statSync(serverEntry).mtimeMs);
  if (!stale) return;
  console.log('Building the web app (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
