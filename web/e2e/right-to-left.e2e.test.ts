import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { projectTable } from '../../api/services/content/project-table.ts';
import { serviceTable } from '../../api/services/content/service-table.ts';
import { testimonialTable } from '../../api/services/content/testimonial-table.ts';
import { describeInBrowser, gotoLive, startStack, type Stack } from './harness.ts';

/** Staff's words in Arabic, each ending in a full stop, which ends the sentence on its left. */
const ARABIC = {
  title: 'بوابة حجز المواعيد.',
  description: 'موقع لحجز المواعيد مع الأطباء خلال 3 أسابيع.',
  name: 'تصميم المواقع.',
  client: 'أحمد الحسن.',
  quote: 'شكراً لكم! عمل رائع، وسريع جداً.',
};

/**
 * Where a line of `text` (inside `selector`) puts its last letter: an Arabic sentence read right to
 * left ends on its left, so its full stop is left of its first letter, and the line starts at the
 * right edge of its box.
 */
async function readsRightToLeft(page: Page, selector: string, text: string): Promise<string[]> {
  const element = page.locator(selector, { hasText: text }).first();
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((box, whole) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode()) && node.textContent !== whole);
    if (!node) return [`no text node “${whole}”`];
    const rectOf = (start: number) => {
      const range = document.createRange();
      range.setStart(node!, start);
      range.setEnd(node!, start + 1);
      return range.getBoundingClientRect();
    };
    const first = rectOf(0);
    const stop = rectOf(whole.length - 1);
    const problems: string[] = [];
    if (!(stop.left < first.left)) problems.push(`“${whole}” ends right of its start`);
    if (box.getBoundingClientRect().right - first.right > 2) problems.push(`“${whole}” starts at the left`);
    return problems;
  }, text);
}

describeInBrowser('content written right to left', () => {
  let stack: Stack;
  let projectId: string;
  beforeAll(async () => {
    stack = await startStack();
    const { db } = stack.app;
    const now = new Date();
    const project = await projectTable.create(db, { ...defaultProjects[0], liveUrl: '', title: ARABIC.title, description: ARABIC.description }, now);
    projectId = project._id;
    await serviceTable.create(db, { ...defaultServices[0], name: ARABIC.name, description: ARABIC.description }, now);
    await testimonialTable.create(db, { ...defaultTestimonials[0], name: ARABIC.client, content: ARABIC.quote }, now);
    stack.app.publicCache.clear();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('reads Arabic titles, descriptions and quotes right to left on the cards and pages that show them', async () => {
    const { page } = await stack.openPage({ viewport: { width: 1280, height: 800 } });
    const checks: [path: string, selector: string, text: string][] = [
      ['/testimonials', '.testimonial blockquote p', ARABIC.quote],
      ['/testimonials', '.testimonial figcaption strong', ARABIC.client],
      ['/services', '.service-card h3', ARABIC.name],
      ['/services', '.service-card p', ARABIC.description],
      ['/portfolio', '.project-card h3', ARABIC.title],
      ['/portfolio', '.project-card p', ARABIC.description],
      [`/projects/${projectId}`, 'h1', ARABIC.title],
      [`/projects/${projectId}`, '.project-page__description', ARABIC.description],
    ];
    const problems: string[] = [];
    for (const [path, selector, text] of checks) {
      if (new URL(page.url()).pathname !== path) await gotoLive(page, path);
      problems.push(...(await readsRightToLeft(page, selector, text)).map((problem) => `${path} ${selector}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});
