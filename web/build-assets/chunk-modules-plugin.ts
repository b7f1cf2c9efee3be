import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: the source modules (project-relative
 * paths) of every script chunk. The manifest says which chunks a page loads, this what is in them,
 * so the budget test can check by module name that no staff, Markdown or editor code reaches a
 * visitor's page, wherever the bundler puts it (web/e2e/budget.ts). The server never serves dot folders.
 */
export function chunkModules(projectRoot: string): Plugin {
  return {
    name: 'agency:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') modules[chunk.fileName] = chunk.moduleIds.map((id) => relative(projectRoot, id).replace(/\\/g, '/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}
