import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  publicDir: 'public',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Each lazy route becomes its own chunk; the home page only loads what it renders.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/brochure': 'http://127.0.0.1:3000' },
  },
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/admin/],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // The admin bundle is for staff only; visitors' offline shell never needs it.
        globIgnores: ['**/AdminApp-*.js'],
      },
    }),
  ],
});
