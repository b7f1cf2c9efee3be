import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { STORAGE_ADMIN_TOKEN } from '../src/admin/api/httpTransport.ts';
import { startAdminStack, signIn, openTab, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, withStack } from './harness.ts';

const TABS: [label: string, heading: string][] = [
  ['Dashboard', 'Dashboard'],
  ['Contacts', 'Contacts'],
  ['Quotes', 'Quotes'],
  ['Projects', 'Projects'],
  ['Services', 'Services'],
  ['Testimonials', 'Testimonials'],
  ['Insights', 'Insights'],
  ['Newsletter', 'Newsletter'],
  ['Email Marketing', 'Email Marketing'],
  ['Email Templates', 'Email Templates'],
  ['Files', 'Files'],
  ['Settings', 'Settings'],
  ['Staff', 'Staff'],
  ['People', 'People'],
  ['Activity', 'Activity'],
];

const token = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_ADMIN_TOKEN);
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

describeInBrowser('admin sign-in, navigation and session', () => {
  let stack: AdminStack;
  withStack(startAdminStack, (started) => (stack = started));

  it('refuses a wrong password with the spec text and keeps no token', async () => {
    const page = await stack.openPage();
    await signIn(page, 'wrong password');
    await expect.poll(() => page.getByText('Invalid credentials. Please try again.').isVisible()).toBe(true);
    expect(await token(page)).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
  });

  it('has no axe violations on the login screen', async () => {
    const page = await stack.openPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The admin page is not for search engines (spec §2).
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  it('signs in, shows the dashboard with real counts, and opens every tab', async () => {
    const page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await token(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const projects = (await stack.app.inject({ method: 'GET', url: '/api/projects' })).json<{ data: unknown[] }>().data.length;
    for (const label of ['Total Contacts', 'Quote Requests', 'Projects', 'Newsletter Subscribers']) {
      await page.locator('.adm-stat', { hasText: label }).waitFor();
    }
    await expect.poll(() => page.locator('.adm-stat', { hasText: 'Projects' }).locator('.adm-stat__value').textContent()).toBe(String(projects));
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();

    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(TABS.map(([label]) => label));
    for (const name of ['Refresh', 'Logout']) await page.getByRole('button', { name }).waitFor();
    expect(await page.getByRole('link', { name: 'View Site' }).getAttribute('href')).toBe(`${stack.baseUrl}/`);

    for (const [label, heading] of TABS) {
      await openTab(page, label, heading);
      expect(await sidebar.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('has no axe violations on the dashboard', async () => {
    const page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: /Site analytics/ }).waitFor();
    await expect.poll(() => page.getByText('Loading analytics…').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('returns to the login screen when the stored token is garbage', async () => {
    const page = await stack.openPage();
    await page.goto('/admin');
    await page.evaluate((key) => localStorage.setItem(key, 'not-a-real-token'), STORAGE_ADMIN_TOKEN);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => token(page)).toBeNull();
  });

  it('returns to the login screen when the token expires, and Logout ends the session', async () => {
    const page = await stack.openPage();
    await signIn(page);
    await openTab(page, 'Projects');
    const expired = await token(page);
    // The token expires while staff are idle: after the first load, not under its requests.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect.poll(() => refresh.isEnabled()).toBe(true);

    stack.advanceClock(13 * 60 * 60 * 1000); // past the 12 h token lifetime
    await refresh.click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expect.poll(() => token(page)).toBeNull();

    // Signing in again lands on the Dashboard tab (spec §4), not the tab of the old session.
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const fresh = await token(page);
    expect(fresh).not.toBe(expired);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await token(page)).toBeNull();
    // The server revoked it too: the old token no longer opens anything.
    const answer = await fetch(`${stack.baseUrl}/api/admin/projects`, { headers: { Authorization: `Bearer ${fresh}` } });
    expect(answer.status).toBe(401);
  });
});
