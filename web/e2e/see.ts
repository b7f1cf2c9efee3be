import type { Locator, Page } from 'playwright-core';

/** Waits until the text is visible on the page (exact substring match) and returns its locator. */
export async function see(page: Page, text: string | RegExp, timeout = 10_000): Promise<Locator> {
  const locator = page.getByText(text).filter({ visible: true }).first();
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until the text is gone from the page. */
export async function notSee(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'hidden', timeout });
}

/** Waits for the browser location to reach `path` (pathname plus search). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout });
}

/** A text field by its exact accessible name (its label). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** How far above `below` the visible text ends, in CSS pixels (negative if it ends lower). */
export async function spaceAbove(page: Page, text: string, below: Locator): Promise<number> {
  const [textBox, belowBox] = await Promise.all([(await see(page, text)).boundingBox(), below.boundingBox()]);
  if (!textBox || !belowBox) throw new Error(`"${text}" or the element below it is not laid out`);
  return belowBox.y - (textBox.y + textBox.height);
}

/** A quote form field's select by its exact label. */
export const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Fills the quote form at /get-started as a visitor would; `name` and `message` default to a real-looking request. */
export async function fillQuote(page: Page, email: string, { name = 'Asha Rao', message = 'A booking site for our homestay with online payments.' } = {}) {
  await field(page, 'Full Name').fill(name);
  await field(page, 'Email Address').fill(email);
  await field(page, 'Phone Number').fill('+91 98260 00000');
  await select(page, 'Primary Service').selectOption({ label: 'Web Products & Platforms' });
  await select(page, 'Sub-service').selectOption('Hosting & CI/CD');
  await select(page, 'Budget (INR)').selectOption({ label: '1,00,000-5,00,000' });
  await select(page, 'Timeline').selectOption({ label: '1 month' });
  await field(page, 'Project Description').fill(message);
}
