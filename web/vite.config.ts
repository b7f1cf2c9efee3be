import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules } from './build-assets/chunk-modules-plugin.ts';
import { leanIcons } from './build-assets/lean-icons-plugin.ts';
import { leanRouter } from './build-assets/lean-router-plugin.ts';
import { ogImages } from './build-assets/og-plugin.ts';
import { techIcons } from './build-assets/tech-icons-plugin.ts';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const isAdminModule = (id: string) => /[\\/]src[\\/]admin[\\/]/.test(id);
const isPublicModule = (id: string) => /[\\/]web[\\/]src[\\/]/.test(id) && !isAdminModule(id);
/** Admin code, possibly with shared or library modules, but nothing the public pages need. */
const onlyForAdmin = (ids: readonly string[]) => ids.some(isAdminModule) && !ids.some(isPublicModule);

/** `vite build --ssr`: the prerendering bundle the server imports (dist/server/entry-server.js). */
const serverBuild = defineConfig({
  root,
  publicDir: false,
  build: {
    ssr: true,
    outDir: fileURLToPath(new URL('../dist/server', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: { input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)) },
  },
  // Self-contained: the server may run it from a copy outside the project (the e2e stacks do).
  ssr: { noExternal: true },
  plugins: [react(), leanIcons(), leanRouter()],
});

const clientBuild = defineConfig({
  root,
  publicDir: 'public',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Each lazy route becomes its own chunk; the home page only loads what it renders.
    chunkSizeWarningLimit: 400,
    // The budget test and the server read which chunks each page needs from here.
    manifest: true,
    modulePreload: {
      // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
      polyfill: false,
      // The entry lists what each lazy chunk needs, to fetch it in parallel. For the dashboard that
      // list is staff code every visitor would download the names of; its scripts load through their
      // imports instead (one round trip more, once, for staff). Its stylesheets must stay listed:
      // this list is how a lazy chunk's CSS gets loaded at all.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' && deps.some((dep) => dep.startsWith('assets/admin/AdminApp-')) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rollupOptions: {
      output: {
        // Staff-only code goes to assets/admin/ so the visitors' offline cache can leave it out.
        chunkFileNames: (chunk) => (onlyForAdmin(chunk.moduleIds) ? 'assets/admin/[name]-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) =>
          onlyForAdmin(asset.originalFileNames) ? 'assets/admin/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/brochure': 'http://127.0.0.1:3000' },
  },
  plugins: [
    react(),
    leanIcons(),
    leanRouter(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      // Registered by hand in main.tsx, and only in production builds.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Narmada Digital Studio',
        short_name: 'Narmada Digital',
        description: 'Web, mobile and design agency in Jabalpur',
        theme_color: '#1e3a8a',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        // Pages come from the network (prerendered with current content); the cached app shell
        // only when the network fails, so an installed worker never serves a stale page.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api') && !url.pathname.startsWith('/admin'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
        ],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The admin bundle is for staff only; visitors' offline shell never needs it.
        globIgnores: ['assets/admin/**', 'assets/AdminApp-*.css', 'tech-icons/**'],
      },
    }),
    ogImages(),
    techIcons(),
    chunkModules(fileURLToPath(new URL('..', import.meta.url))),
    precompress(),
  ],
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : clientBuild));
