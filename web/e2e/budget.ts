import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) the budget needs. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const HOME_JS_BUDGET_BYTES = 100 * 1024;

export interface PageJavaScript {
  /** File name and gzip size of every script the page loads before it is interactive. */
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a route needs for its first render: the entry with its static imports, plus the
 * route's lazy page chunk with its static imports (dynamic imports are loaded later or never).
 */
export function pageJavaScript(webRoot: string, pageSource: string): PageJavaScript {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  if (!manifest[pageSource]) throw new Error(`The build manifest has no chunk for ${pageSource}`);
  const needed = new Set<string>();
  const visit = (key: string) => {
    if (needed.has(key)) return;
    needed.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageSource);
  const files = [...needed].map((key) => {
    const file = manifest[key].file;
    return { file, gzipBytes: gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export const HOME_PAGE_SOURCE = 'src/pages/home/HomePage.tsx';

// `node web/e2e/budget.ts [page source]` prints the table used to measure each change.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const result = pageJavaScript(resolve(import.meta.dirname, '../../dist/web'), process.argv[2] ?? HOME_PAGE_SOURCE);
  for (const { file, gzipBytes } of result.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(gzipBytes / 1024).toFixed(2).padStart(8)} KB  ${file}`);
  }
  console.log(`${(result.totalGzipBytes / 1024).toFixed(2).padStart(8)} KB  total (budget ${HOME_JS_BUDGET_BYTES / 1024} KB)`);
}
