import sharp from 'sharp';
import type { BrowserContextOptions } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Post } from '../../shared/api/posts.ts';
import { oneClickUnsubscribe, subscribeConfirmed } from '../../api/test/newsletter.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PHONE, expectNotice, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, withStack } from './harness.ts';

const SIZES = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', options: PHONE },
] as const;

const PICTURE_ALT = 'The shop front on Napier Town road';

/**
 * A visitor's side of a just-published post: the served page holds the whole article before any
 * script runs (and shows it with scripts off), its share image answers, and a visitor with
 * scripts on finds it from the home page through the menu's Insights and the post's card.
 */
async function visitorFindsAndReads(stack: AdminStack, options: BrowserContextOptions, { slug, title }: { slug: string; title: string }) {
  const served = await (await fetch(`${stack.baseUrl}/insights/${slug}`)).text();
  for (const part of [`>${title}</h1>`, '<h2>Why speed sells</h2>', '<strong>two seconds</strong>', `alt="${PICTURE_ALT}"`]) expect(served).toContain(part);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(served)?.[1];
  expect(ogImage).toMatch(new RegExp(`/og/insights/${slug}\\.png$`));
  const share = await fetch(new URL(new URL(String(ogImage)).pathname, stack.baseUrl));
  expect([share.status, share.headers.get('content-type')]).toEqual([200, 'image/png']);
  expect(await sharp(Buffer.from(await share.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

  const noScript = await stack.openPage({ ...options, javaScriptEnabled: false });
  await noScript.goto(`${stack.baseUrl}/insights/${slug}`);
  await noScript.getByRole('heading', { level: 1, name: title }).waitFor();
  await noScript.getByRole('heading', { level: 2, name: 'Why speed sells' }).waitFor();
  await noScript.context().close();

  const visitor = await stack.openPage(options);
  await visitor.goto(`${stack.baseUrl}/`);
  await visitor.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  if (options.isMobile) await visitor.getByRole('button', { name: 'Open menu' }).tap();
  await nav.getByRole('link', { name: 'Insights', exact: true }).click();
  await visitor.getByRole('heading', { level: 1, name: 'What we learn building for local businesses' }).waitFor();
  await visitor.getByRole('link', { name: title, exact: true }).click();
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(new URL(visitor.url()).pathname).toBe(`/insights/${slug}`);
  const picture = visitor.getByRole('img', { name: PICTURE_ALT });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await visitor.context().close();
}

/** A real photo-sized PNG: the upload pipeline makes its AVIF and WebP variants. */
const photo = () => sharp({ create: { width: 1000, height: 625, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

describeInBrowser('Insights: staff write with a picture, preview, publish; visitors find and read it; subscribers get it', () => {
  let stack: AdminStack;
  withStack(() => startAdminStack(), (started) => (stack = started));

  for (const { name, options } of SIZES) {
    it(`writes a post with a picture, previews and publishes it, a visitor reads it from the home page, it goes out as a newsletter (${name})`, async () => {
      const reader = `reader-of-insights-${name}@e2e.test`;
      await subscribeConfirmed(stack.app, reader);
      const page = await stack.openPage(options);
      const questions: string[] = [];
      page.on('dialog', (dialog) => questions.push(dialog.message()));
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await openTab(page, 'Insights');
      await page.getByRole('button', { name: 'New post' }).click();

      const title = `Shop websites that load on 3G (${name})`;
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Tags' }).fill('Performance, retail');
      const editor = page.getByRole('textbox', { name: 'Text (Markdown)' });
      await editor.click();
      await page.keyboard.type('## Why speed sells\n\nA page that shows in **two seconds** keeps the customer.\n');
      await page.getByLabel('Insert a picture into the text: choose a file').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await photo() });
      await expectNotice(page, 'shop.png uploaded');
      // The picture's alt text is selected: typing replaces it.
      await page.keyboard.type(PICTURE_ALT);

      // The preview is the server's rendering, beside the editor.
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('heading', { level: 2, name: 'Why speed sells' }).waitFor();
      await preview.locator('strong', { hasText: 'two seconds' }).waitFor();
      const picture = preview.getByRole('img', { name: PICTURE_ALT });
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // A draft saves itself; nothing is public yet.
      await page.getByText(/^Saved /).waitFor({ timeout: 15_000 });
      const stored = await stack.app.db.selectFrom('posts').selectAll().where('title', '=', title).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ status: 'draft', tags: '["performance","retail"]' });
      expect((await fetch(`${stack.baseUrl}/api/posts/${stored.slug}`)).status).toBe(404);

      await page.getByRole('button', { name: 'Publish now…' }).click();
      const confirm = page.getByRole('dialog', { name: 'Publish this post?' });
      await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.locator('.adm-pill', { hasText: 'published' }).waitFor();
      const published = (await (await fetch(`${stack.baseUrl}/api/posts/${stored.slug}`)).json()).data as Post;
      expect(published.html).toContain('<h2>Why speed sells</h2>');
      expect(published.html).toMatch(/<picture><source type="image\/avif" srcset="\/uploads\/variants\/[\w-]+-400\.avif 400w, [^"]+"/);
      expect(published.html).toContain(`alt="${PICTURE_ALT}"`);
      await visitorFindsAndReads(stack, options, { slug: stored.slug, title });

      // Send as newsletter: preview, test to me, the count, then the send itself.
      await page.getByRole('button', { name: 'Send as newsletter…' }).click();
      const send = page.getByRole('dialog', { name: 'Send as newsletter' });
      const audience = (await stack.app.db.selectFrom('subscribers').select('email').where('status', '=', 'active').execute()).length;
      await send.getByRole('button', { name: `Send to ${audience}…` }).waitFor();
      await send.getByRole('button', { name: 'Preview' }).click();
      await page.frameLocator('iframe[title="Rendered campaign mail"]').getByRole('heading', { name: title }).waitFor();
      await page.getByRole('dialog', { name: 'Campaign preview' }).getByRole('button', { name: 'Close', exact: true }).click();
      await send.getByRole('button', { name: 'Send test to me' }).click();
      await stack.smtp.waitForMail((mail) => mail.subject === `[Test] ${title}` && mail.to.includes(ADMIN_EMAIL));
      await send.getByRole('button', { name: `Send to ${audience}…` }).click();
      await expectNotice(page, `Newsletter queued for ${audience} subscriber${audience === 1 ? '' : 's'}`);
      expect(questions).toEqual([`Send it to ${audience} confirmed subscriber${audience === 1 ? '' : 's'}?`]);

      const mail = await stack.smtp.waitForMail((m) => m.to.includes(reader) && m.subject === title, 20_000);
      expect(mail.html).toContain(`/insights/${stored.slug}"`);
      expect((await oneClickUnsubscribe(stack.app, mail)).statusCode).toBe(200);
      const left = await stack.app.db.selectFrom('subscribers').select('status').where('email', '=', reader).executeTakeFirstOrThrow();
      expect(left.status).toBe('unsubscribed');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  it('tells the second of two staff editing one draft that it was saved meanwhile, instead of autosaving over the first one’s text', async () => {
    const title = 'Two editors, one draft';
    const staffInEditor = async () => {
      const page = await stack.openPage();
      await signIn(page);
      await openTab(page, 'Insights');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      return page;
    };
    const login = await stack.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const created = await stack.app.inject({
      method: 'POST',
      url: '/api/admin/posts',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: { title, excerpt: '', body: 'The outline.', tags: [], kind: 'article', status: 'draft' },
    });
    expect(created.statusCode).toBe(201);
    const [first, second] = [await staffInEditor(), await staffInEditor()];
    const body = (page: typeof first) => page.getByRole('textbox', { name: 'Text (Markdown)' });
    await body(first).click();
    await first.keyboard.press('End');
    await first.keyboard.type(' Her whole first section.');
    await first.getByText(/^Saved /).waitFor({ timeout: 15_000 });

    await second.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title}, retitled`);
    await second.getByRole('alert').filter({ hasText: /saved by someone else since you opened it/ }).waitFor({ timeout: 15_000 });
    const stored = await stack.app.db.selectFrom('posts').select(['title', 'body']).where('id', '=', created.json().data._id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title, body: 'The outline. Her whole first section.' });
  });
});
