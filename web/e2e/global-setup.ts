import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const projectRoot = resolve(import.meta.dirname, '../..');
const builtIndex = join(projectRoot, 'dist/web/index.html');
const builtServerEntry = join(projectRoot, 'dist/server/entry-server.js');

/** Newest modification time below `dir`, ignoring tests (they are not part of the bundle). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'e2e' || entry.name === 'node_modules') continue;
      newest = Math.max(newest, newestMtime(path));
    } else if (!/\.test\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/**
 * Vitest globalSetup of the e2e project: every browser test runs against the production bundle,
 * built once here (client and prerendering bundles) when dist/web is missing or older than the web and shared sources.
 */
export default async function buildWebOnce(): Promise<void> {
  // E2E_SKIP_BUILD=1 tests whatever dist/web holds (e.g. a bundle built by hand moments ago).
  const built = existsSync(builtIndex) && existsSync(builtServerEntry);
  if (process.env.E2E_SKIP_BUILD === '1' && built) return;
  const sources = Math.max(newestMtime(join(projectRoot, 'web')), newestMtime(join(projectRoot, 'shared')));
  if (built && Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs) >= sources) return;
  console.log('[e2e] building the web bundle (dist/web is missing or stale)...');
  // Vitest sets NODE_ENV=test, which would give React's development build and no service worker.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = join(projectRoot, 'web/vite.config.ts');
    await build({ configFile, mode: 'production', logLevel: 'warn' });
    // The prerendering bundle the server loads from dist/server (`npm run build` does both).
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { ssr: true } });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
