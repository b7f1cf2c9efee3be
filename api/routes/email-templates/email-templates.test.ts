import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

describe('admin e-mail templates', () => {
  const template = {
    name: 'Friendly code',
    subject: 'Your {{siteName}} code: {{otp}}',
    htmlContent: '<p>Namaste {{email}}, your code is <b>{{otp}}</b>.</p>',
    templateType: 'otp_verification',
  };
  const sendCode = (email: string) =>
    t.ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name: '<Ravi>' } });

  it('a saved template shapes the real mail, an update changes it and a delete restores the default', async () => {
    const created = await t.staff.request('POST', '/api/admin/email-templates', template);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect((await t.staff.get('/api/admin/email-templates')).json().data).toEqual([created.json().data]);

    await sendCode('ravi@example.com');
    const mail = await t.ctx.smtp.waitForMail((m) => m.to.includes('ravi@example.com'));
    expect(mail.subject).toMatch(/code: \d{6}$/);
    expect(mail.html).toContain('Namaste ravi@example.com');

    await t.staff.request('PUT', `/api/admin/email-templates/${id}`, { ...template, htmlContent: '<p>Code {{otp}} for {{email}}</p>' });
    await sendCode('sita@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('sita@example.com'))).text).toMatch(/^Code \d{6} for sita@example\.com$/m);

    expect((await t.staff.request('DELETE', `/api/admin/email-templates/${id}`)).statusCode).toBe(200);
    await sendCode('gita@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('gita@example.com'))).subject).toMatch(/verification code/i);
  });

  it('saves a template as long as the limit allows, quotes and Hindi included', async () => {
    const block = '<p style="margin:0 0 16px">नमस्ते {{email}}, आपका कोड <b>{{otp}}</b> है।</p>\n';
    const htmlContent = block.repeat(Math.floor(100_000 / block.length));
    expect(Buffer.byteLength(JSON.stringify({ ...template, htmlContent }))).toBeGreaterThan(120 * 1024);
    const created = await t.staff.request('POST', '/api/admin/email-templates', { ...template, htmlContent });
    expect(created.statusCode, created.body).toBe(201);
    const updated = await t.staff.request('PUT', `/api/admin/email-templates/${created.json().data._id}`, { ...template, htmlContent: `${htmlContent}<p>अंत</p>` });
    expect(updated.statusCode, updated.body).toBe(200);
  });

  it('refuses an unknown template type', async () => {
    const answer = await t.staff.request('POST', '/api/admin/email-templates', { ...template, templateType: 'sms' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^templateType must be one of: email_campaign, /);
  });
});
