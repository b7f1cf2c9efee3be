import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { HOME_JS_BUDGET_BYTES, HOME_PAGE_SOURCE, pageJavaScript } from './budget.ts';

/** Design §8: the home page's JavaScript stays within 100 KB gzip (built bundle, no browser needed). */
it('keeps the home page JavaScript within 100 KB gzip', () => {
  const { files, totalGzipBytes } = pageJavaScript(resolve(import.meta.dirname, '../../dist/web'), HOME_PAGE_SOURCE);
  const table = files.map(({ file, gzipBytes }) => `${(gzipBytes / 1024).toFixed(2)} KB ${file}`).join('\n');
  // Staff code never counts toward (or ships with) a visitor's page.
  expect(files.filter(({ file }) => file.includes('/admin/'))).toEqual([]);
  expect(totalGzipBytes, `home page JavaScript, gzip:\n${table}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
