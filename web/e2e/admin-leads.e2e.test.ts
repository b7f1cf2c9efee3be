import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, PHONE, expectNotice, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { leadPath } from '../src/admin/shell/paths.ts';
import { describeInBrowser, readCode } from './harness.ts';

const ASHA = 'asha.k@client.test';
const RAVI = 'ravi@client.test';

/** A quote request made the way a visitor makes it: a code mailed, verified, then the form sent. */
async function requestQuote(stack: AdminStack, name: string, email: string, message: string) {
  const since = stack.smtp.messages.length;
  const sent = await stack.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name, type: 'quote' } });
  expect(sent.statusCode).toBe(200);
  const otp = await readCode(stack.smtp, email, since);
  const verified = await stack.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp } });
  expect(verified.statusCode).toBe(200);
  const cookie = String(verified.headers['set-cookie']).split(';')[0];
  const quote = await stack.app.inject({
    method: 'POST',
    url: '/api/quote',
    headers: { cookie },
    payload: { name, email, phone: '9826012345', service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message },
  });
  expect(quote.statusCode).toBe(200);
}

/**
 * Issue 18, the staff side: a quote worked through the pipeline (stage with a lost reason, owner,
 * follow-up day, note) that stays after a reload and filters the list; the person's timeline; a
 * reply that reaches the real SMTP sink with the agency as Reply-To; export and erase.
 */
describeInBrowser('admin lead pipeline, timeline, reply and erase', () => {
  let stack: AdminStack;
  let page: Page;
  beforeAll(async () => {
    stack = await startAdminStack();
    await requestQuote(stack, 'Asha Kulkarni', ASHA, 'A shop for our handloom sarees');
    await requestQuote(stack, 'Ravi Menon', RAVI, 'A booking site for our clinic');
    const stamp = new Date().toISOString();
    await stack.app.db
      .insertInto('email_templates')
      .values({
        id: 'tpl-first-reply',
        name: 'First reply',
        subject: 'Your clinic booking site',
        html_content: '<p>Hello {{name}},</p><p>Thank you for writing. Could we talk on Monday?</p>',
        template_type: 'email_campaign',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const quotesTable = () => page.getByRole('table', { name: 'Quotes' });
  const rowOf = (name: string) => quotesTable().locator('tbody tr').filter({ hasText: name });
  const dialog = () => page.getByRole('dialog');
  const history = () => dialog().getByRole('region', { name: 'History' });
  async function openLead(name: string) {
    await page.getByRole('button', { name: `View ${name}` }).click();
    // The stage form appears once the lead's pipeline is loaded.
    await dialog().getByRole('button', { name: 'Save stage' }).waitFor();
  }

  it('moves a quote to lost with a reason, an owner, a follow-up day and a note, kept after a reload', async () => {
    await openTab(page, 'Quotes');
    await expect.poll(() => rowOf('Asha Kulkarni').textContent()).toContain('New');
    await openLead('Asha Kulkarni');
    await dialog().getByRole('combobox', { name: 'Stage' }).selectOption('lost');
    await dialog().getByRole('textbox', { name: 'Why was it lost?' }).fill('Budget too small for now');
    await dialog().getByRole('combobox', { name: 'Owner' }).selectOption({ label: ADMIN_EMAIL });
    await dialog().getByLabel('Follow-up on').fill('2026-12-01');
    await dialog().getByRole('button', { name: 'Save stage' }).click();
    await expectNotice(page, 'Lead updated');
    await expect.poll(() => history().textContent()).toContain('Stage: New -> Lost (Budget too small for now)');
    expect(await history().textContent()).toContain(`Owner: none -> ${ADMIN_EMAIL}`);
    expect(await history().textContent()).toContain('Follow-up: none -> 1 Dec 2026');

    // Staff learn before writing who reads what: notes reach the person's data export, lost reasons do not.
    const hintOf = async (name: string) => page.locator(`[id="${await dialog().getByRole('textbox', { name }).getAttribute('aria-describedby')}"]`).textContent();
    expect(await hintOf('Note for the team')).toBe('Visible to the person: their data export (the data rights page) includes every note.');
    expect(await hintOf('Why was it lost?')).toBe("For the team only: not in the person's data export.");

    await dialog().getByRole('textbox', { name: 'Note for the team' }).fill('Call again in the new year');
    await dialog().getByRole('button', { name: 'Add note' }).click();
    await expect.poll(() => history().textContent()).toContain('Call again in the new year');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();
    await expect.poll(() => rowOf('Asha Kulkarni').textContent()).toContain('Lost');
    // The list's dates are short; the whole day (year too) is on hover.
    expect(await rowOf('Asha Kulkarni').textContent()).toContain('1 Dec');
    expect(await rowOf('Asha Kulkarni').locator('time[title="1 Dec 2026"]').count()).toBe(1);
    expect(await rowOf('Asha Kulkarni').textContent()).toContain(ADMIN_EMAIL);
    await openLead('Asha Kulkarni');
    expect(await dialog().getByRole('combobox', { name: 'Stage' }).inputValue()).toBe('lost');
    expect(await dialog().getByRole('textbox', { name: 'Why was it lost?' }).inputValue()).toBe('Budget too small for now');
    expect(await dialog().getByLabel('Follow-up on').inputValue()).toBe('2026-12-01');
    expect(await history().textContent()).toContain('Call again in the new year');
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('filters the list by stage and owner', async () => {
    await openTab(page, 'Quotes');
    const stage = page.getByRole('combobox', { name: 'Stage' });
    await stage.selectOption('lost');
    await expect.poll(() => quotesTable().locator('tbody tr').count()).toBe(1);
    expect(await quotesTable().locator('tbody tr').textContent()).toContain('Asha Kulkarni');
    await stage.selectOption('open');
    await expect.poll(() => quotesTable().locator('tbody tr').first().textContent()).toContain('Ravi Menon');
    expect(await quotesTable().locator('tbody tr').count()).toBe(1);
    await stage.selectOption('');
    await page.getByRole('combobox', { name: 'Owner' }).selectOption('none');
    await expect.poll(() => quotesTable().locator('tbody tr').count()).toBe(1);
    expect(await quotesTable().locator('tbody tr').textContent()).toContain('Ravi Menon');
    await page.getByRole('combobox', { name: 'Owner' }).selectOption('');
    await expect.poll(() => quotesTable().locator('tbody tr').count()).toBe(2);
  });

  it('answers a lead by e-mail: the mail reaches SMTP with the agency as Reply-To and joins the history', async () => {
    await openTab(page, 'Quotes');
    await openLead('Ravi Menon');
    // A template prefills the reply, the lead's name in place of {{name}}.
    await dialog().getByRole('combobox', { name: 'Start from a template' }).selectOption({ label: 'First reply' });
    expect(await dialog().getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Your clinic booking site');
    expect(await dialog().getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Hello Ravi Menon,\n\nThank you for writing. Could we talk on Monday?');
    await dialog().getByRole('button', { name: 'Send reply' }).click();
    await expectNotice(page, 'Reply sent');
    const mail = await stack.smtp.waitForMail((m) => m.to.includes(RAVI) && m.subject === 'Your clinic booking site');
    expect(mail.headers['reply-to']).toContain('hello@narmadadigital.in');
    expect(mail.text).toContain('Could we talk on Monday?');
    await expect.poll(() => history().textContent()).toContain('Reply sent: "Your clinic booking site"');
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('lets the lead stop being contacted from the reply, after which staff are told why a reply is refused', async () => {
    const mail = await stack.smtp.waitForMail((m) => m.to.includes(RAVI) && m.subject === 'Your clinic booking site');
    const link = /href="([^"]*\/unsubscribe\?consent=[^"]+)"/.exec(mail.html)?.[1];
    expect(link, 'the reply carries a link to stop these mails').toBeDefined();
    const visitor = await stack.openPage(PHONE);
    const url = new URL(link!.replace(/&amp;/g, '&'));
    await visitor.goto(url.pathname + url.search);
    await visitor.getByRole('heading', { name: 'Stop hearing from us about your requests?' }).waitFor();
    await visitor.getByRole('button', { name: 'Stop contacting me' }).click();
    await visitor.getByRole('heading', { name: 'Consent withdrawn' }).waitFor();
    await visitor.close();

    await openLead('Ravi Menon');
    await dialog().getByRole('textbox', { name: 'Subject' }).fill('Following up');
    await dialog().getByRole('textbox', { name: 'Message' }).fill('Any news?');
    await dialog().getByRole('button', { name: 'Send reply' }).click();
    await expectNotice(page, /ravi@client\.test asked on .+ not to be contacted about their requests; no mail was sent\./);
    expect(stack.smtp.messages.filter((m) => m.subject === 'Following up')).toEqual([]);
    await dialog().getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('shows a lead’s person page with the quote, the code steps and the notes, and exports it', async () => {
    await openTab(page, 'Quotes');
    await openLead('Asha Kulkarni');
    await dialog().getByRole('link', { name: `Timeline and data of ${ASHA}` }).click();
    await page.getByRole('heading', { level: 2, name: ASHA }).waitFor();
    expect(page.url()).toContain(`/admin/people/${encodeURIComponent(ASHA)}`);
    const timeline = page.getByRole('list', { name: `Timeline of ${ASHA}` });
    await expect.poll(() => timeline.textContent()).toContain('Asked for a quote');
    const text = await timeline.textContent();
    expect(text).toContain('Asked for a verification code');
    expect(text).toContain('Verified the address with a code');
    expect(text).toContain('Call again in the new year');
    expect(text).toContain('Stage: New -> Lost (Budget too small for now)');

    // The address is the page's: a reload shows the same person.
    await page.reload();
    await expect.poll(() => page.getByRole('list', { name: `Timeline of ${ASHA}` }).textContent()).toContain('Asked for a quote');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const saved = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    expect(saved.email).toBe(ASHA);
    expect(saved.quoteRequests).toHaveLength(1);
  });

  it('drafts a portfolio project from a won quote and opens it in the Projects editor', async () => {
    await openTab(page, 'Quotes');
    await openLead('Ravi Menon');
    await dialog().getByRole('combobox', { name: 'Stage' }).selectOption('won');
    await dialog().getByRole('button', { name: 'Save stage' }).click();
    await expectNotice(page, 'Lead updated');
    await dialog().getByRole('button', { name: 'Create portfolio project draft' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    const editor = page.getByRole('dialog', { name: 'Edit Project' });
    await editor.waitFor();
    expect(await editor.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('E-commerce');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    const publicProjects = (await (await fetch(`${stack.baseUrl}/api/projects`)).json()) as { data: { title: string }[] };
    expect(publicProjects.data.map((project) => project.title)).not.toContain('E-commerce');
  });

  it('erases a person after a confirmation naming them: their page is empty and the lead gone', async () => {
    await page.goto(`/admin/people/${encodeURIComponent(ASHA)}`);
    await page.getByRole('heading', { level: 2, name: ASHA }).waitFor();
    await page.getByRole('button', { name: 'Erase this person' }).click();
    const confirm = page.getByRole('dialog', { name: `Erase ${ASHA}?` });
    expect(await confirm.textContent()).toContain('contact messages and quote requests');
    await confirm.getByRole('button', { name: `Erase ${ASHA}` }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Erased.' }).count()).toBe(1);
    // What went, each kind by its name for people, no table names ('otp_sends', 'person events').
    const summary = await page.getByRole('status').filter({ hasText: 'Erased.' }).textContent();
    expect(summary).toMatch(/Quote requests: 1/);
    expect(summary).not.toMatch(/_|otp sends|person events|quotes:/i);
    await page.getByText(`Nothing is held on ${ASHA}.`).waitFor();

    await openTab(page, 'Quotes');
    await expect.poll(() => quotesTable().locator('tbody tr').count()).toBe(1);
    expect(await quotesTable().textContent()).not.toContain('Asha Kulkarni');
  });

  for (const size of [{ name: 'desktop', options: {} }, { name: 'phone', options: PHONE }]) {
    it(`shows staff where visitors drop out of the quote form, by the visit's source (${size.name})`, async () => {
      // A visitor from a newsletter link opens the quote form: the top of its funnel.
      const visitor = await stack.openPage();
      await visitor.goto(`/get-started?utm_source=newsletter-${size.name}&utm_medium=email`);
      await visitor.getByRole('heading', { name: 'Project Details' }).waitFor();
      // The view is counted once the page is live (the beacon goes after hydration).
      const views = () =>
        stack.app.db.selectFrom('form_funnel_daily').select('count').where('source', '=', `newsletter-${size.name}`).where('step', '=', 'view').execute();
      await expect.poll(async () => (await views()).map((row) => Number(row.count))).toEqual([1]);
      await visitor.close();

      const staff = await stack.openPage(size.options);
      await signIn(staff);
      const funnel = staff.getByRole('region', { name: 'Quote form (Get Started)' });
      await funnel.getByText(`newsletter-${size.name}`).waitFor();
      const row = funnel.getByRole('row').filter({ hasText: `newsletter-${size.name}` });
      expect(await row.getByRole('cell').allTextContents()).toEqual([`newsletter-${size.name}`, '1', '0 (0%)', '0 (0%)', '0 (0%)']);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await staff.close();
    });
  }

  it('shows open leads and follow-ups due on the Dashboard', async () => {
    const ravi = await stack.app.db.selectFrom('quotes').select('id').where('email', '=', RAVI).executeTakeFirstOrThrow();
    await stack.app.db.updateTable('quotes').set({ status: 'contacted', follow_up_on: '2026-01-05' }).where('id', '=', ravi.id).execute();
    await page.goto('/admin');
    const due = page.getByRole('list', { name: 'Follow-ups due' });
    await expect.poll(() => due.textContent()).toContain('Ravi Menon');
    expect(await page.getByRole('list', { name: 'Open leads by stage' }).textContent()).toContain('Contacted1');
    await due.getByRole('link', { name: 'Ravi Menon' }).click();
    await page.getByRole('dialog', { name: 'Quote request from Ravi Menon' }).waitFor();
  });

  it('opens a lead from a link when its address finds it past the first page of a search', async () => {
    // A search for raj@client.test finds 120 newer leads of the same client and 10 of a look-alike
    // that starts with the address (raj@client.testing.in), all listed before the oldest.
    const quote = { phone: '9826012345', message: 'A catalogue app', service: 'web-development', sub_service: 'E-commerce', budget: 'under-100k', timeline: '1-month' };
    const lead = (id: string, name: string, email: string, created_at: string) => ({ ...quote, id, name, email, verified_email: email, created_at });
    const target = lead('quote-raj-oldest', 'Raj Oldest', 'raj@client.test', '2025-01-01T04:30:00.000Z');
    const newer = Array.from({ length: 130 }, (_, i) =>
      lead(`quote-raj-${i}`, `Raj ${i}`, i < 120 ? 'raj@client.test' : 'raj@client.testing.in', `2026-02-0${1 + (i % 9)}T04:30:00.000Z`),
    );
    await stack.app.db.insertInto('quotes').values([target, ...newer]).execute();
    try {
      await page.goto(leadPath('quote', target.id, target.email));
      await page.getByRole('dialog', { name: 'Quote request from Raj Oldest' }).waitFor();
    } finally {
      await stack.app.db.deleteFrom('quotes').where('email', 'like', 'raj@client.test%').execute();
    }
  });

  it('fits a 390 px phone: the lead detail, the filters and the person page', async () => {
    const phone = await stack.openPage(PHONE);
    await signIn(phone);
    await phone.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openTab(phone, 'Quotes');
    await phone.getByRole('combobox', { name: 'Stage' }).waitFor();
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.getByRole('button', { name: 'View Ravi Menon' }).click();
    const save = phone.getByRole('dialog').getByRole('button', { name: 'Save stage' });
    await save.scrollIntoViewIfNeeded();
    expect(await save.isVisible()).toBe(true);
    const dialogBox = await phone.getByRole('dialog').boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(390);
    await phone.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();

    await phone.goto(`/admin/people/${encodeURIComponent(RAVI)}`);
    await phone.getByRole('button', { name: 'Erase this person' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
