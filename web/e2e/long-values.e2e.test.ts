import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../shared/site-routes.ts';
import { TAB_IDS, tabPath } from '../src/admin/shell/tabIds.ts';
import { personPath } from '../src/admin/shell/paths.ts';
import { PHONE, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, readCode } from './harness.ts';
import { LONG, LOOK_ALIKES, seedLongValues, shownText, sidewaysScroll } from './long-values.ts';

/** Each size proves its own address: a code per address per 60 s. */
const SIZES: { name: string; options: BrowserContextOptions; email: string }[] = [
  { name: '1280', options: { viewport: { width: 1280, height: 800 } }, email: LONG.email },
  { name: '390', options: PHONE, email: LONG.lookAlike },
];
/** The dashboard also on a small laptop, where its tables are narrowest with every column shown. */
const DASHBOARD_SIZES: { name: string; options: BrowserContextOptions }[] = [...SIZES, { name: '1100', options: { viewport: { width: 1100, height: 800 } } }];

/** The public pages as a visitor opens them; the project page and the code page with a long address too. */
const publicPaths = (projectId: string) => [
  ...SITE_ROUTES.map((route) => route.path).filter((path) => path !== '/admin'),
  `/projects/${projectId}`,
  `/verify-otp?email=${encodeURIComponent(LONG.email)}&type=contact`,
  `/unsubscribe?email=${encodeURIComponent(LONG.email)}&token=a-made-up-token-value`,
];

/** A long value each tab shows once it has loaded (the Dashboard: its analytics, with the long paths). */
const SHOWN_ON: Record<string, string> = {
  '/admin': LONG.pagePath,
  '/admin/contacts': LONG.subject,
  '/admin/quotes': `${LONG.name} 1`,
  '/admin/newsletter': LONG.email,
  '/admin/email-marketing': `${LONG.title} launch`,
  '/admin/email-templates': `${LONG.title} follow-up`,
  '/admin/files': LONG.fileName,
  '/admin/projects': LONG.title,
  '/admin/staff': LONG.staff,
  '/admin/audit': LONG.fileName,
  [personPath(LONG.email)]: LONG.subject,
};

/** Proves the address for this browser the way the forms do (code mailed, code checked). */
async function proveAddress(stack: AdminStack, page: Page, email: string): Promise<void> {
  const since = stack.smtp.messages.length;
  const sent = await page.request.post('/api/send-otp', { data: { email, name: LONG.name, type: 'quote' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await readCode(stack.smtp, email, since);
  expect((await page.request.post('/api/verify-otp', { data: { email, otp: code } })).ok()).toBe(true);
}

/** Scrolls to the end of the page until `text` is drawn (a section loads when scrolled to), for up to 120 tries (a loaded machine draws slowly). */
async function showsAfterScrolling(page: Page, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    if (await page.getByText(text).first().isVisible()) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/** What scrolls sideways at `where`, for one list of every problem of a test (empty when none). */
async function sidewaysProblems(page: Page, where: string): Promise<string[]> {
  const { overflow, culprits } = await sidewaysScroll(page);
  return overflow > 0 ? [`${where} scrolls sideways by ${overflow}px: ${culprits.join(', ')}`] : [];
}

/**
 * Issue 27 items 1 and 2, with addresses of 40+ characters, paths of 80+ and a referrer of 200:
 * no page of the site or the dashboard scrolls sideways at 1280 and 390 px (the dashboard at 1100
 * too), and every admin list's row actions are inside the viewport without scrolling the table.
 */
describeInBrowser('long values at 1280 and 390 px', () => {
  let stack: AdminStack;
  let projectId: string;
  beforeAll(async () => {
    stack = await startAdminStack();
    await seedLongValues(stack);
    const projects = (await (await fetch(`${stack.baseUrl}/api/projects?featured=true`)).json()) as { data: { _id: string; title: string }[] };
    projectId = projects.data.find((project) => project.title === LONG.title)!._id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const { name, options, email } of SIZES) {
    it(`${name}: no public page scrolls sideways`, async () => {
      const page = await stack.openPage(options);
      const problems: string[] = [];
      for (const path of publicPaths(projectId)) {
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await page.waitForLoadState('networkidle');
        problems.push(...(await sidewaysProblems(page, path)));
      }
      expect(problems).toEqual([]);
    }, 240_000);

    it(`${name}: the quote success panel and /your-data hold a long address`, async () => {
      const page = await stack.openPage(options);
      await proveAddress(stack, page, email);
      await page.goto('/your-data');
      await page.getByRole('main').getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await page.getByRole('heading', { name: `What we hold on ${email}` }).waitFor();
      const problems = await sidewaysProblems(page, '/your-data with its data');

      await page.goto('/get-started');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      const select = (label: string) => page.getByRole('combobox', { name: label, exact: true });
      await field('Full Name').fill(LONG.name);
      await field('Email Address').fill(email);
      await select('Primary Service').selectOption({ label: 'Web Products & Platforms' });
      await select('Sub-service').selectOption('Hosting & CI/CD');
      await select('Budget (INR)').selectOption({ label: '1,00,000-5,00,000' });
      await select('Timeline').selectOption({ label: '1 month' });
      await field('Project Description').fill(LONG.subject);
      await page.getByRole('button', { name: 'Submit Quote Request' }).click();
      await page.getByText(`We will reply to ${email} within one working day.`).waitFor();
      problems.push(...(await sidewaysProblems(page, 'the quote success panel')));
      expect(problems).toEqual([]);
    });
  }

  for (const { name, options } of SIZES) {
    it(`${name}: look-alike addresses stay apart where a list cuts them (their ends and domains show)`, async () => {
      const page = await stack.openPage(options);
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const shown: Record<string, string[]> = {};
      const lists: (readonly [path: string, where: string, values: readonly string[]])[] = [
        ['/admin/contacts', 'Contacts', LOOK_ALIKES.emails],
        ['/admin/quotes', 'Quotes', LOOK_ALIKES.emails],
        // The Owner column leaves a table narrower than 880 px (a secondary column).
        ...(name === '1280' ? [['/admin/quotes', 'Owner', LOOK_ALIKES.staff] as const] : []),
        ['/admin/audit', 'Who', LOOK_ALIKES.staff],
      ];
      for (const [path, where, values] of lists) {
        if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
        const cell = (value: string) => `.adm-truncate[title="${value}"]`;
        for (const value of values) await page.locator(cell(value)).first().waitFor();
        shown[where] = await Promise.all(values.map(async (value) => (await shownText(page, cell(value)))[0]!));
      }
      const problems = Object.entries(shown).flatMap(([where, texts]) => {
        const values = where === 'Owner' || where === 'Who' ? LOOK_ALIKES.staff : LOOK_ALIKES.emails;
        return [
          ...values.filter((value, index) => !texts[index]!.endsWith(value.slice(value.indexOf('@')))).map((value) => `${where}: ${value} shows without its domain`),
          ...(new Set(texts).size < texts.length ? [`${where}: look-alikes show the same: ${texts.join(' | ')}`] : []),
        ];
      });
      expect(problems, JSON.stringify(shown)).toEqual([]);
    });
  }

  for (const { name, options } of DASHBOARD_SIZES) {
    it(`${name}: no tab of the dashboard scrolls sideways, every list's actions are in view, and no two cards touch`, async () => {
      const page = await stack.openPage(options);
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const problems: string[] = [];
      for (const path of [...TAB_IDS.map(tabPath), personPath(LONG.email)]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Measured once the long values are drawn, not while the tab still loads them (the
        // analytics load when scrolled to, and the page grows while the rest loads).
        const shown = SHOWN_ON[path];
        if (shown && !(await showsAfterScrolling(page, shown))) problems.push(`${path} never showed "${shown}"`);
        await page.waitForLoadState('networkidle');
        problems.push(...(await sidewaysProblems(page, path)));
        const outside = await page.evaluate((width) => {
          const problems: string[] = [];
          for (const wrap of document.querySelectorAll('.adm-table-wrap')) {
            if (wrap.scrollWidth > wrap.clientWidth + 1) problems.push(`a table scrolls ${wrap.scrollWidth - wrap.clientWidth}px inside its card`);
          }
          for (const button of document.querySelectorAll('.adm-table__actions button, .adm-table__actions a')) {
            const box = button.getBoundingClientRect();
            if (box.left < 0 || box.right > width) problems.push(`${button.getAttribute('aria-label')} at ${Math.round(box.left)}-${Math.round(box.right)}`);
          }
          // Cards one above the other keep room between them.
          for (const card of document.querySelectorAll('.adm-card')) {
            const next = card.nextElementSibling;
            if (!next?.classList.contains('adm-card')) continue;
            const gap = next.getBoundingClientRect().top - card.getBoundingClientRect().bottom;
            if (gap >= -1 && gap < 8) problems.push(`"${next.querySelector('h2')?.textContent ?? next.className}" ${Math.round(gap)}px below the card before it`);
          }
          return problems;
        }, page.viewportSize()?.width ?? 0);
        problems.push(...outside.map((problem) => `${path}: ${problem}`));
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
