import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';

/**
 * The desktop admin app (desktop/): main and preload run in Electron and import no React;
 * the renderer mounts the admin screens of web/src/admin with the IPC transport. Output
 * goes to out/{main,preload,renderer} (git-ignored); `npm run desktop:build` builds it.
 */
const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // keytar is an optional dependency with a native addon: loaded from node_modules at run time.
      externalizeDeps: { include: ['keytar'] },
      rollupOptions: { input: { index: resolve(root, 'desktop/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload must be one CommonJS file: nothing but 'electron' is required at run time.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(root, 'desktop/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'desktop/renderer'),
    base: './',
    build: {
      outDir: resolve(root, 'out/renderer'),
      // No inline scripts or data: modules: the page's CSP allows script-src 'self' only.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { index: resolve(root, 'desktop/renderer/index.html') },
        // lucide-react marks its modules "use client", which means nothing outside a React server build.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  },
});
