import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { defaultPosts } from '../../shared/content/posts.ts';
import { describeInBrowser, gotoLive, startStack, withStack, type Stack } from './harness.ts';

/**
 * Text each library's code carries whatever the minifier renames: a CSS class CodeMirror's view
 * writes, a node name of the Markdown grammar the editor highlights with, a rule name of the
 * server's Markdown parser. Each is checked to be in its library, so a rename there fails here
 * rather than letting the test pass on nothing.
 */
const MARKERS = [
  { library: '@codemirror/view', marker: 'cm-editor' },
  { library: '@lezer/markdown', marker: 'SetextHeading' },
  { library: 'markdown-it', marker: 'lheading' },
];

describeInBrowser('a post page', () => {
  let stack: Stack;
  withStack(() => startStack(), (started) => (stack = started));

  it('loads no editor or Markdown code, read to its end (design §13)', async () => {
    for (const { library, marker } of MARKERS) expect(readFileSync(fileURLToPath(import.meta.resolve(library)), 'utf8'), library).toContain(marker);

    const { page, errors } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
    });
    const [post] = defaultPosts;
    await gotoLive(page, `/insights/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    // Down to the related posts and the footer, so everything the page loads late has loaded.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(({ url }) => new URL(url).pathname.startsWith('/assets/admin/'))).toEqual([]);
    for (const { url, body } of scripts) {
      const code = await body;
      for (const { library, marker } of MARKERS) expect(code.includes(marker), `${library} in ${url}`).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});
