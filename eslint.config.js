import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of design §1, checked by the linter rather than by memory (eslint.config.test.ts
 * proves each rule bites):
 * - shared/ imports nothing of api/, web/ or desktop/;
 * - web/ never imports api/ source (it speaks HTTP), api/ never imports web/ source;
 * - public pages, features, components and the app shell never import web/src/admin;
 * - features never import each other (a page composes them), except the quote form using the
 *   OTP widget;
 * - domain code of api/ (plain functions taking a db handle) never imports Fastify;
 * - the layers below the features (api/db, api/services, api/mail, api/media, api/config.ts) import
 *   no feature folder (api/routes);
 * - desktop main and preload import no React (nor web/, which is React);
 * - raw ipcMain/ipcRenderer only where they enter the typed IPC layer (desktop/shared/ipc.ts).
 */
const FASTIFY = ['fastify', 'fastify/*', '@fastify/*', 'fastify-plugin'];
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'lucide-react', 'zustand', 'zustand/*'];

/** The files of api/ that are HTTP glue (routes, plugins, the app); everything else there is domain code. */
const API_HTTP = [
  'api/app.ts',
  'api/server.ts',
  'api/plugins/**',
  'api/routes/**/routes.ts',
  'api/routes/**/*-routes.ts',
  'api/routes/otp/verification-cookie.ts',
  'api/services/crud-routes.ts',
  'api/services/list-routes.ts',
  'api/test/**',
  'api/bench/**',
  'api/**/*.test.ts',
];

export const boundaryZones = [
  { target: './shared', from: ['./api', './web', './desktop'], message: 'shared/ imports nothing of api/, web/ or desktop/ (design §1).' },
  // The browser tests (web/e2e) start the real server, so the rule covers web/src.
  { target: './web/src', from: './api', message: 'web/ never imports api/ source: it speaks HTTP (design §1).' },
  { target: './api', from: './web/src', message: 'api/ never imports web/ source: it serves the built files (design §1).' },
  {
    target: ['./api/db', './api/services', './api/mail', './api/media', './api/config.ts'],
    from: './api/routes',
    message: 'The database, shared services, mail, media and configuration import no feature folder: features build on them. Move what both need to api/services/ or shared/.',
  },
  {
    target: ['./web/src/pages', './web/src/features', './web/src/components', './web/src/app', './web/src/lib', './web/src/stores', './web/src/main.tsx', './web/src/entry-server.tsx'],
    from: './web/src/admin',
    message: 'Public pages never import the admin (design §1): it loads only at /admin.',
  },
  { target: ['./desktop/main', './desktop/preload', './desktop/shared'], from: './web', message: 'Desktop main and preload import no React, so nothing of web/ (design §1).' },
  ...readdirSync(new URL('./web/src/features', import.meta.url)).map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...(feature === 'quote' ? ['./otp'] : [])],
    message: 'Features never import each other: a page composes them through props and callbacks.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'data/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Skips `import type`: the loops closed by a type-only import are .dependency-cruiser.mjs's (npm run lint).
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: API_HTTP,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FASTIFY, message: 'Domain code never imports Fastify (design §1): take a db handle and plain values.' }] },
      ],
    },
  },
  {
    // One error answer: routes and hooks throw ApiError, the error handler (errors.ts) answers.
    files: ['api/**/*.ts'],
    ignores: ['api/plugins/app/errors.ts', 'api/plugins/app/failure.ts', 'api/routes/status/routes.ts', 'api/test/**', 'api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='success']:matches([value.value=false], [value.expression.value=false])",
          message: "Throw ApiError(status, message) from shared/api/errors.ts; the error handler answers { success: false, message }.",
        },
      ],
    },
  },
  {
    files: ['desktop/main/**/*.ts', 'desktop/preload/**/*.ts', 'desktop/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: REACT, message: 'Desktop main and preload import no React (design §1).' }],
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'Raw IPC only where it enters the typed layer: desktop/main/index.ts and desktop/preload/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The two files that hand the raw objects to registerIpcHandlers and createBridge.
    files: ['desktop/main/index.ts', 'desktop/preload/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: REACT, message: 'Desktop main and preload import no React (design §1).' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'desktop/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'The renderer reaches the main process only through window.adminDesktop.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'desktop/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
