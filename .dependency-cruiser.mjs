/**
 * Import cycles ESLint cannot see. import-x/no-cycle (eslint.config.js) skips `import type`,
 * which TypeScript erases, so a loop closed by a type-only import passed the linter: the admin
 * store typed its tab by the registry that imports every screen, and 28 files hung in one loop.
 * A loop of types still ties the files together (neither can move or be read alone), so
 * dependency-cruiser follows the imports TypeScript erases too (tsPreCompilationDeps).
 * `npm run lint` runs it after ESLint; eslint.config.test.ts proves it bites.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included: move the shared piece into a file of its own (as web/src/admin/shell/tabIds.ts).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
