import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describePage, HOME_BROTLI_BUDGET, HOME_PAGE_SOURCE, PAGE_BUDGETS, pageJavaScript, publicPages, readManifest, STAFF_ONLY_MODULE, staffModulesOnPage } from './budget.ts';

/** Design §8 and issue 30 on the built bundle (no browser needed): what each public page downloads. */
describe('JavaScript of the public pages', () => {
  const webRoot = resolve(import.meta.dirname, '../../dist/web');
  const manifest = readManifest(webRoot);
  const pages = publicPages(manifest);

  it('finds every public page of the router in the build', () => {
    expect(pages).toContain(HOME_PAGE_SOURCE);
    expect(pages.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the home page within 80 KB as sent, brotli', () => {
    const home = pageJavaScript(webRoot, HOME_PAGE_SOURCE, manifest);
    expect(HOME_BROTLI_BUDGET).toBe(80 * 1024);
    expect(home.totalBrotliBytes, describePage(HOME_PAGE_SOURCE, home)).toBeLessThanOrEqual(HOME_BROTLI_BUDGET);
  });

  it('keeps every public page within its own budget, gzip', () => {
    const over = pages
      .map((page) => ({ page, budget: PAGE_BUDGETS[page], javaScript: pageJavaScript(webRoot, page, manifest) }))
      .filter(({ budget, javaScript }) => budget === undefined || javaScript.totalGzipBytes > budget);
    // A new page needs a budget of its own in web/e2e/budget.ts.
    expect(over.map(({ page, javaScript }) => describePage(page, javaScript)).join('\n\n')).toBe('');
  });

  it('loads nothing of the staff screens, Markdown or editors on a public page, even later', () => {
    const found = pages.flatMap((page) => staffModulesOnPage(webRoot, page, manifest));
    expect(found).toEqual([]);
  });

  it('would see staff code if a public page loaded it', () => {
    // The check above by module names: the staff app's own chunks are what it must flag.
    expect(staffModulesOnPage(webRoot, 'src/admin/AdminApp.tsx', manifest).length).toBeGreaterThan(10);
    for (const id of ['node_modules/marked/lib/marked.esm.js', 'node_modules/@uiw/react-md-editor/esm/Editor.js', 'web/src/admin/posts/PostEditor.tsx', 'node_modules/micromark/index.js']) {
      expect(id).toMatch(STAFF_ONLY_MODULE);
    }
    for (const id of ['web/src/pages/home/HomePage.tsx', 'node_modules/react-dom/cjs/react-dom-client.production.js', 'web/src/features/newsletter/NewsletterBox.tsx']) {
      expect(id).not.toMatch(STAFF_ONLY_MODULE);
    }
  });
});
