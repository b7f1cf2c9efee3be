import { expect, it } from 'vitest';
import { describeInBrowser, startStack, type Stack, withStack } from './harness.ts';
import { see } from './see.ts';

/** Prerendered pages: content before any script, hydration without mismatch, then a live app. */
describeInBrowser('prerendered pages in the browser', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('shows the content with JavaScript off', async () => {
    const { page } = await stack.openPage({ javaScriptEnabled: false });
    await page.goto('/services');
    await see(page, 'Our Services');
    await see(page, 'Mobile App Development');
    expect(await page.title()).toBe('Services | Narmada Digital Studio');
    expect(await page.locator('.loading-screen').count()).toBe(0);
  });

  it('hydrates without console errors or a mismatch, and stays interactive', async () => {
    const { page, errors } = await stack.openPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|mismatch/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/');
    // The markup was there before hydration: the loading screen never shows.
    expect(await page.locator('.loading-screen').count()).toBe(0);
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    });
    await page.waitForLoadState('networkidle');

    // A dropdown opens by keyboard and navigates on the client.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Company' }).focus();
    await page.keyboard.press('ArrowDown');
    await nav.getByRole('link', { name: 'About Us' }).waitFor();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await see(page, 'Our Story');
    await expect.poll(() => page.title()).toBe('About Us | Narmada Digital Studio');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:3000/about`);

    // The footer newsletter box answers (its code hydrated with the page).
    const newsletter = page.getByRole('contentinfo');
    await newsletter.getByLabel('Email address for the newsletter').fill(`hydrated-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Successfully subscribed!');

    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('updates the head on client navigation, down to the 404 robots tag and back', async () => {
    const { page, errors } = await stack.openPage();
    await page.goto('/no-such-page');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await see(page, 'Featured Projects');
    await expect.poll(() => page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe('http://localhost:3000/');
    // The 404 document status is the point of that page, not an error of it.
    expect(errors.filter((error) => !error.includes('/no-such-page]'))).toEqual([]);
  });

  it('opens a project page from a featured card, with a way back to the portfolio', async () => {
    const { page, errors } = await stack.openPage();
    await page.goto('/');
    await page.locator('.project-card').first().getByRole('link').click();
    await page.waitForURL(/\/projects\/[^/]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await see(page, 'Technologies');
    expect(await page.locator('.preview').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to the portfolio' }).click();
    await see(page, 'All Projects');
    expect(errors).toEqual([]);
  });
});
