import { expect, it } from 'vitest';
import type { Project } from '../../shared/api/projects.ts';
import { PHONE, dialogClosed, expectNotice, openTab, publicList, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, withStack } from './harness.ts';

// A 1x1 PNG: the server checks the content, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const SIZES = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: PHONE },
] as const;

describeInBrowser('images in one step: project and testimonial forms upload and keep a site-relative URL', () => {
  let stack: AdminStack;
  withStack(() => startAdminStack(), (started) => (stack = started));

  for (const { name, options } of SIZES) {
    it(`uploads a project image and a testimonial photo from their forms (${name})`, async () => {
      const page = await stack.openPage(options);
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      await openTab(page, 'Projects');
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Project' });
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Bakery site ${name}`);
      await dialog.getByLabel('Image: choose a file').setInputFiles({ name: 'bakery.png', mimeType: 'image/png', buffer: PNG });
      await expectNotice(page, 'bakery.png uploaded');
      const image = dialog.getByRole('textbox', { name: 'Image', exact: true });
      await expect.poll(() => image.inputValue()).toMatch(/^\/uploads\/[\w-]+\.png$/);
      // The thumbnail shows the uploaded file.
      await expect.poll(() => dialog.locator('.adm-image-field__preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      await dialog.getByRole('button', { name: 'Save Project' }).click();
      await expectNotice(page, 'Project created successfully!');
      await dialogClosed(page);
      const project = (await publicList<Project>(stack.baseUrl, '/api/projects')).find((p) => p.title === `Bakery site ${name}`);
      expect(project?.image).toMatch(/^\/uploads\/[\w-]+\.png$/);
      expect((await fetch(stack.baseUrl + project!.image)).status).toBe(200);

      // An absolute link to one of the site's own uploads, pasted from Files, is stored site-relative.
      await openTab(page, 'Testimonials');
      await page.getByRole('button', { name: 'Add New' }).click();
      const form = page.getByRole('dialog', { name: 'Add Testimonial' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Meena ${name}`);
      await form.getByRole('textbox', { name: 'Testimonial', exact: true }).fill('They built our shop in three weeks.');
      const photo = form.getByRole('textbox', { name: 'Photo', exact: true });
      await photo.fill(`${stack.baseUrl}${project!.image}`);
      await photo.blur();
      expect(await photo.inputValue()).toBe(project!.image);
      await form.getByRole('button', { name: 'Save Testimonial' }).click();
      await expectNotice(page, 'Testimonial created successfully!');
      const testimonials = await stack.app.db.selectFrom('testimonials').select(['name', 'image']).where('name', '=', `Meena ${name}`).execute();
      expect(testimonials).toEqual([{ name: `Meena ${name}`, image: project!.image }]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
