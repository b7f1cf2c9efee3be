import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Project } from '../../shared/api/projects.ts';
import type { Service } from '../../shared/api/services.ts';
import type { Testimonial } from '../../shared/api/testimonials.ts';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import {
  dialogClosed,
  expectNotice,
  fillDialogAndSave,
  openTab,
  publicList,
  signIn,
  startAdminStack,
  type AdminStack,
} from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';
import { staffHeaders } from './long-values.ts';

/** Create, edit and delete through the modals; every change checked where visitors see it. */
describeInBrowser('admin content: projects, services, testimonials, templates', () => {
  let stack: AdminStack;
  let page: Page;
  beforeAll(async () => {
    stack = await startAdminStack();
    page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const statValue = (label: string) => page.locator('.adm-stat', { hasText: label }).locator('.adm-stat__value').textContent();

  it('creates, edits and deletes a project, and the public API follows', async () => {
    const before = (await publicList<Project>(stack.baseUrl, '/api/projects')).length;
    await openTab(page, 'Projects');
    // The modal starts in its first field, Escape closes it, and focus returns to the opener.
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('dialog', { name: 'Add Project' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialogClosed(page);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add New');

    await page.getByRole('button', { name: 'Add New' }).click();
    await fillDialogAndSave(
      page,
      {
        Title: 'E2E Clinic Portal',
        Description: 'Appointments online for a Jabalpur clinic',
        'Live URL': 'https://clinic.example.com',
        Technologies: 'React, Fastify , ,SQLite',
        Category: 'web',
      },
      'Save Project',
    );
    await expectNotice(page, 'Project created successfully!');
    await dialogClosed(page);
    await row('E2E Clinic Portal').waitFor();
    const created = (await publicList<Project>(stack.baseUrl, '/api/projects')).find((p) => p.title === 'E2E Clinic Portal');
    expect(created).toMatchObject({ liveUrl: 'https://clinic.example.com', technologies: ['React', 'Fastify', 'SQLite'], status: 'active' });

    // Stats reload after a save (spec §4).
    await openTab(page, 'Dashboard');
    await expect.poll(() => statValue('Projects')).toBe(String(before + 1));

    // A URL the server refuses: the spec's failure text, the server's reason, the modal stays open.
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: 'Edit E2E Clinic Portal' }).click();
    expect(await page.getByRole('dialog').getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('E2E Clinic Portal');
    await fillDialogAndSave(page, { 'GitHub URL': 'ftp://example.com/repo' }, 'Save Project');
    // Shown inside the still-open dialog, above its backdrop, where staff are working.
    await page.getByRole('dialog').getByRole('alert').getByText(/^Failed to save project: /).waitFor();

    await fillDialogAndSave(page, { 'GitHub URL': '', Title: 'E2E Clinic Portal v2' }, 'Save Project');
    await expectNotice(page, 'Project updated successfully!');
    await dialogClosed(page);
    await expect
      .poll(async () => (await publicList<Project>(stack.baseUrl, '/api/projects')).map((p) => p.title))
      .toEqual(expect.arrayContaining(['E2E Clinic Portal v2']));
    expect((await publicList<Project>(stack.baseUrl, '/api/projects')).some((p) => p.title === 'E2E Clinic Portal')).toBe(false);

    await page.getByRole('button', { name: 'Delete E2E Clinic Portal v2' }).click();
    await expectNotice(page, 'Project deleted successfully!');
    await row('E2E Clinic Portal v2').waitFor({ state: 'detached' });
    expect((await publicList<Project>(stack.baseUrl, '/api/projects')).some((p) => p.title.startsWith('E2E Clinic'))).toBe(false);
  });

  it('drops a testimonial another staff member deleted from the list once a save or delete finds it gone', async () => {
    const headers = await staffHeaders(stack);
    const base = { name: 'Gone Client', position: 'Owner', company: 'Gone Co', content: 'Great work.', rating: 5, image: '' };
    const flags = { isActive: true, isApproved: true, isFeatured: false, order: 1 };
    for (const name of ['Gone Client', 'Gone Client Two']) {
      const created = await stack.app.inject({ method: 'POST', url: '/api/admin/testimonials', payload: { ...base, ...flags, name }, headers });
      expect(created.statusCode).toBe(201);
    }
    await openTab(page, 'Testimonials');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row('Gone Client Two').waitFor();
    // A colleague deletes both while this list still shows them.
    for (const item of await publicList<Testimonial>(stack.baseUrl, '/api/testimonials')) {
      if (!item.name.startsWith('Gone Client')) continue;
      expect((await stack.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${item._id}`, headers })).statusCode).toBe(200);
    }
    await page.getByRole('button', { name: 'Delete Gone Client Two' }).click();
    await expectNotice(page, 'Failed to delete testimonial: Testimonial not found');
    await row('Gone Client Two').waitFor({ state: 'detached' });
    // The other one vanished from the list at the same reload.
    await row('Gone Client').waitFor({ state: 'detached' });
  });

  it('creates, edits and deletes a service with features per line and number fallbacks', async () => {
    await openTab(page, 'Services');
    await page.getByRole('button', { name: 'Add New' }).click();
    await fillDialogAndSave(
      page,
      {
        Name: 'E2E Cloud Audit',
        Description: 'A review of your cloud bill and setup',
        Features: 'Cost review\n\n   Security scan  \n\n',
        'Starting price': '',
        Order: '',
        Category: 'cloud',
        Icon: 'Cloud',
      },
      'Save Service',
    );
    await expectNotice(page, 'Service created successfully!');
    await dialogClosed(page);
    const find = async () => (await publicList<Service>(stack.baseUrl, '/api/services')).find((s) => s.name.startsWith('E2E Cloud Audit'));
    expect(await find()).toMatchObject({
      features: ['Cost review', 'Security scan'],
      pricing: { startingPrice: 0, currency: 'INR', billingCycle: 'project-based' },
      order: 1,
      category: 'cloud',
    });

    await page.getByRole('button', { name: 'Edit E2E Cloud Audit' }).click();
    expect(await page.getByRole('dialog').getByRole('textbox', { name: 'Features', exact: true }).inputValue()).toBe('Cost review\nSecurity scan');
    await fillDialogAndSave(page, { Name: 'E2E Cloud Audit Plus', 'Starting price': '12000', 'Billing cycle': 'monthly' }, 'Save Service');
    await expectNotice(page, 'Service updated successfully!');
    await dialogClosed(page);
    expect(await find()).toMatchObject({ name: 'E2E Cloud Audit Plus', pricing: { startingPrice: 12000, billingCycle: 'monthly' } });
    await row('E2E Cloud Audit Plus').getByText('INR 12,000').waitFor();

    await page.getByRole('button', { name: 'Delete E2E Cloud Audit Plus' }).click();
    await expectNotice(page, 'Service deleted successfully!');
    await row('E2E Cloud Audit Plus').waitFor({ state: 'detached' });
    expect(await find()).toBeUndefined();
  });

  it('creates, edits and deletes a testimonial (rating defaults to 5)', async () => {
    await openTab(page, 'Testimonials');
    await page.getByRole('button', { name: 'Add New' }).click();
    await fillDialogAndSave(
      page,
      { Name: 'E2E Priya Sharma', Position: 'Founder', Company: 'Narmada Crafts', Testimonial: 'They shipped our store in three weeks.' },
      'Save Testimonial',
    );
    await expectNotice(page, 'Testimonial created successfully!');
    await dialogClosed(page);
    const find = async () =>
      (await publicList<Testimonial>(stack.baseUrl, '/api/testimonials')).find((t) => t.name.startsWith('E2E Priya'));
    expect(await find()).toMatchObject({ company: 'Narmada Crafts', rating: 5, order: 1, isApproved: true });

    await page.getByRole('button', { name: 'Edit E2E Priya Sharma' }).click();
    await fillDialogAndSave(page, { Rating: '4', Order: '3' }, 'Save Testimonial');
    await expectNotice(page, 'Testimonial updated successfully!');
    await dialogClosed(page);
    expect(await find()).toMatchObject({ rating: 4, order: 3 });

    await page.getByRole('button', { name: 'Delete E2E Priya Sharma' }).click();
    await expectNotice(page, 'Testimonial deleted successfully!');
    await row('E2E Priya Sharma').waitFor({ state: 'detached' });
    expect(await find()).toBeUndefined();
  });

  it('creates, edits and deletes an e-mail template, and the welcome mail uses it', async () => {
    // The welcome mail follows the confirmation of the double opt-in.
    const subscribe = async (email: string) => {
      await subscribeConfirmed(stack.app, email);
      return stack.smtp.waitForMail((mail) => mail.to.includes(email) && !/confirm your subscription/i.test(mail.subject));
    };

    await openTab(page, 'Email Templates');
    await page.getByText('No templates found').waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    await fillDialogAndSave(
      page,
      {
        Name: 'E2E welcome',
        Subject: 'E2E welcome, {{email}}',
        'Template type': 'newsletter_welcome',
        'HTML content': '<p>Hi {{email}}, <a href="{{unsubscribeUrl}}">leave</a></p>',
      },
      'Save Template',
    );
    await expectNotice(page, 'Template created successfully!');
    await dialogClosed(page);
    expect((await subscribe('first@e2e.test')).subject).toBe('E2E welcome, first@e2e.test');

    await page.getByRole('button', { name: 'Edit E2E welcome' }).click();
    await fillDialogAndSave(page, { Subject: 'E2E hello again, {{email}}' }, 'Save Template');
    await expectNotice(page, 'Template updated successfully!');
    await dialogClosed(page);
    expect((await subscribe('second@e2e.test')).subject).toBe('E2E hello again, second@e2e.test');

    await page.getByRole('button', { name: 'Delete E2E welcome' }).click();
    await expectNotice(page, 'Template deleted successfully!');
    await page.getByText('No templates found').waitFor();
    expect((await subscribe('third@e2e.test')).subject).toMatch(/^Welcome to the .* newsletter$/);

    // The system mails are listed with their built-in text: edit one, then reset it to default.
    const system = page.getByRole('table', { name: 'System e-mails' });
    await system.getByText('Verification code').waitFor();
    expect(await page.getByRole('button', { name: 'Reset to default Newsletter welcome' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Newsletter welcome' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Newsletter welcome' });
    expect(await dialog.getByRole('textbox', { name: 'HTML content', exact: true }).inputValue()).toContain('{{unsubscribeUrl}}');
    await fillDialogAndSave(page, { Subject: 'Namaste from the studio', 'HTML content': '<p>Thanks for joining.</p>' }, 'Save Template');
    await expectNotice(page, 'Template saved successfully!');
    await system.getByText('Customised: Newsletter welcome').waitFor();
    const custom = await subscribe('fourth@e2e.test');
    expect(custom.subject).toBe('Namaste from the studio');
    expect(custom.html).toMatch(/<a href="[^"]+\/unsubscribe\?email=fourth%40e2e\.test[^"]*">Unsubscribe<\/a>/);
    await page.getByRole('button', { name: 'Reset to default Newsletter welcome' }).click();
    await expectNotice(page, 'Template reset to default');
    await system.getByRole('row').filter({ hasText: 'Newsletter welcome' }).getByText('Built-in').waitFor();
    expect((await subscribe('fifth@e2e.test')).subject).toMatch(/^Welcome to the .* newsletter$/);
  });
});
