import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';
import { staffHeaders } from './long-values.ts';

/** A 1x1 PNG, uploaded the way the Files tab does. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 27 item 3: no stored code reaches staff. Activity names a campaign's audience and a
 * file's type, the template list a template's type, and Settings a refused field by the form's
 * own names (shared/labels.ts, the one map per concept).
 */
describeInBrowser('codes named for people', () => {
  let stack: AdminStack;
  beforeAll(async () => {
    stack = await startAdminStack();
    const headers = await staffHeaders(stack);
    const create = async (url: string, payload: object) => {
      const answer = await stack.app.inject({ method: 'POST', url, headers, payload });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await create('/api/admin/email-campaigns', { name: 'Diwali offer', subject: 'Diwali offer for clinics', content: '<p>Offer</p>', targetAudience: 'newsletter_subscribers' });
    await create('/api/admin/email-templates', { name: 'Clinic follow-up', subject: 'Following up', htmlContent: '<p>Hello {{name}}</p>', templateType: 'email_campaign' });
    const boundary = 'labels-boundary';
    const upload = await stack.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clinic-logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('Activity, the template list and a Settings refusal show no raw code', async () => {
    const page = await stack.openPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/audit');
    const campaign = page.getByRole('row').filter({ hasText: 'Diwali offer for clinics' });
    await campaign.waitFor();
    expect(await campaign.textContent()).toContain('Audience: Newsletter subscribers');
    const file = page.getByRole('row').filter({ hasText: 'clinic-logo.png' });
    expect(await file.textContent()).toContain('File type: PNG image');
    const log = (await page.getByRole('table').textContent()) ?? '';
    expect(log).not.toMatch(/newsletter_subscribers|image\/png|Mime|Target audience|email_campaign/);

    await page.goto('/admin/email-templates');
    const row = page.getByRole('row', { name: /^Clinic follow-up/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Campaign mail');
    expect(await row.textContent()).not.toContain('email campaign');

    await page.goto('/admin/settings');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('call the front desk');
    await page.getByRole('button', { name: 'Save settings' }).click();
    // Said twice: the notice that fades, and beside the Save button.
    await page.locator('.adm-form-error').filter({ hasText: 'Contact details › Phone may hold only digits, spaces and + - ( ) .' }).waitFor();
    expect(await page.getByText(/contactInfo/).count()).toBe(0);
  });
});
