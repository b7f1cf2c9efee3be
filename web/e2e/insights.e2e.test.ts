import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { POSTS_PAGE_SIZE } from '../../shared/posts.ts';
import { defaultPosts } from '../../shared/content/posts.ts';
import { createPost } from '../../api/services/posts/post-writes.ts';
import { describeInBrowser, gotoLive, startStack, withStack, type Stack } from './harness.ts';
import { waitForPath } from './see.ts';

const SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
];

/** More than a page of new articles, newest first; every third is tagged 'retail'. */
const NEW_POSTS = POSTS_PAGE_SIZE + 1;
const titleOf = (i: number) => `नर्मदा notes ${i}: what a Jabalpur shop learnt from its first ${i + 2} months online`;
const RETAIL = Array.from({ length: NEW_POSTS }, (_, i) => i).filter((i) => i % 3 === 0);

const cardTitles = (page: Page) => page.locator('.post-card__title').allTextContents();

describeInBrowser('the Insights pages', () => {
  let stack: Stack;
  withStack(
    async () => {
      const started = await startStack();
      const now = started.clock.now;
      for (let i = 0; i < NEW_POSTS; i++) {
        await createPost(
          started.app.db,
          {
            title: titleOf(i),
            excerpt: `Month ${i + 1} of selling online from Napier Town.`,
            body: `## Month ${i + 1}\n\nWhat changed when the shop's page loaded in two seconds.`,
            tags: i % 3 === 0 ? ['Retail', 'speed'] : ['speed'],
            kind: 'article',
            status: 'published',
            publishAt: new Date(now - (i + 1) * 60_000).toISOString(),
          },
          now,
          { email: 'staff@agency.test' },
        );
      }
      started.app.publicCache.clear();
      return started;
    },
    (started) => (stack = started),
  );

  for (const { name, options } of SIZES) {
    it(`lists the newest posts a page at a time, by kind and by tag, from the served HTML on (${name})`, async () => {
      const newest = Array.from({ length: NEW_POSTS }, (_, i) => titleOf(i));
      const served = await (await fetch(`${stack.baseUrl}/insights`)).text();
      // The first page is in the served HTML; the rest waits for 'Load more'.
      for (const title of newest.slice(0, POSTS_PAGE_SIZE)) expect(served).toContain(`>${title}</a>`);
      expect(served).not.toContain(newest[POSTS_PAGE_SIZE]);
      // A shared tag link arrives with its posts (the tag as people type it), not a loading line.
      const tagged = await (await fetch(`${stack.baseUrl}/insights?tag=%20Retail%20`)).text();
      for (const i of RETAIL) expect(tagged).toContain(`>${titleOf(i)}</a>`);
      expect(tagged).not.toContain(`>${titleOf(1)}</a>`);
      expect(tagged).not.toContain('Loading posts');

      const { page, errors } = await stack.openPage(options);
      await gotoLive(page, '/insights?tag=%20Retail%20');
      expect(await cardTitles(page)).toEqual(RETAIL.map(titleOf));
      await gotoLive(page, '/insights');
      expect(await cardTitles(page)).toEqual(newest.slice(0, POSTS_PAGE_SIZE));
      await page.getByRole('button', { name: 'Load more posts' }).click();
      const everyPost = [...newest, ...[...defaultPosts].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo).map((post) => post.title)];
      await expect.poll(() => cardTitles(page)).toEqual(everyPost);
      await page.getByRole('button', { name: 'Load more posts' }).waitFor({ state: 'detached' });

      // Case studies only: the seeded one.
      await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Case studies' }).click();
      const caseStudies = defaultPosts.filter((post) => post.kind === 'case_study').map((post) => post.title);
      await expect.poll(() => cardTitles(page)).toEqual(caseStudies);
      expect(new URL(page.url()).search).toBe('?kind=case_study');
      // ...and it is on its project's page, in the served HTML.
      const [study] = defaultPosts.filter((post) => post.kind === 'case_study');
      const project = await stack.app.db.selectFrom('projects').select('id').where('title', '=', String(study.projectTitle)).executeTakeFirstOrThrow();
      const projectPage = await (await fetch(`${stack.baseUrl}/projects/${project.id}`)).text();
      expect(projectPage).toContain('>Case study</h2>');
      expect(projectPage).toContain(`>${study.title}</a>`);

      // From a post, its tag leads to the posts with that tag.
      await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'All' }).click();
      await page.getByRole('link', { name: titleOf(0), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: titleOf(0) }).waitFor();
      await page.getByRole('link', { name: 'More posts tagged retail' }).click();
      await waitForPath(page, '/insights?tag=retail');
      await expect.poll(() => cardTitles(page)).toEqual(RETAIL.map(titleOf));
      await page.getByRole('link', { name: 'Tag retail: show every tag' }).click();
      await expect.poll(() => cardTitles(page)).toEqual(newest.slice(0, POSTS_PAGE_SIZE));

      // The feed the page offers holds every post, full text.
      const feedUrl = await page.getByRole('link', { name: /Follow in a feed reader/ }).getAttribute('href');
      const feed = await fetch(new URL(String(feedUrl), stack.baseUrl));
      expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
      const atom = await feed.text();
      expect(atom.match(/<entry>/g)).toHaveLength(everyPost.length);
      expect(atom).toContain('page loaded in two seconds.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});
