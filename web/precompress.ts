import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;
/** Below this a compressed copy saves less than the extra round of the lookup costs. */
const MIN_BYTES = 1024;

function* filesBelow(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz beside every text asset of the build, once, at the highest levels, so
 * @fastify/static (preCompressed) never compresses a static file per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'agency:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After the service worker plugin has written sw.js.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesBelow(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const source = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
