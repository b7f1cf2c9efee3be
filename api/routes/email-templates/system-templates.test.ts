import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

const sendCode = (email: string) => t.ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name: 'Ravi' } });

describe('system e-mail templates', () => {
  it('lists every built-in system mail; a saved one replaces it until reset to default', async () => {
    const listed = async () => (await t.staff.get('/api/admin/email-templates/defaults')).json().data;
    const before = await listed();
    expect(before.map((s: { templateType: string }) => s.templateType).sort()).toEqual(
      ['contact_notification', 'email_campaign', 'newsletter_welcome', 'otp_verification', 'welcome_confirmation'],
    );
    const otp = before.find((s: { templateType: string }) => s.templateType === 'otp_verification');
    expect(otp).toMatchObject({ subject: 'Your verification code for {{siteName}}', customizedBy: null });
    expect(otp.htmlContent).toContain('{{otp}}');

    const saved = await t.staff.request('POST', '/api/admin/email-templates', {
      name: 'OTP verification',
      subject: 'Code {{otp}}',
      htmlContent: '<p>Your code: {{otp}}</p>',
      templateType: 'otp_verification',
    });
    expect((await listed()).find((s: { templateType: string }) => s.templateType === 'otp_verification').customizedBy).toBe(saved.json().data._id);
    await sendCode('ravi@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('ravi@example.com'))).subject).toMatch(/^Code \d{6}$/);

    const reset = await t.staff.request('DELETE', '/api/admin/email-templates/defaults/otp_verification');
    expect(reset.json()).toEqual({ success: true, message: 'Template reset to default' });
    expect((await listed()).find((s: { templateType: string }) => s.templateType === 'otp_verification').customizedBy).toBeNull();
    t.ctx.clock.advance(61_000);
    await sendCode('sita@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('sita@example.com'))).subject).toMatch(/^Your verification code for /);
    expect((await t.staff.request('DELETE', '/api/admin/email-templates/defaults/nonsense')).statusCode).toBe(400);
  });

  it('keeps the unsubscribe link in the welcome mail even when staff wrote their own without it', async () => {
    await t.staff.request('POST', '/api/admin/email-templates', {
      name: 'Short welcome',
      subject: 'Welcome!',
      htmlContent: '<p>Thanks for joining, {{email}}.</p>',
      templateType: 'newsletter_welcome',
    });
    await t.ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'neha@example.com' } });
    const { confirm_token } = await t.ctx.app.db.selectFrom('subscribers').select('confirm_token').executeTakeFirstOrThrow();
    await t.ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirm_token}` });
    const welcome = await t.ctx.smtp.waitForMail((m) => m.subject === 'Welcome!');
    expect(welcome.html).toContain('Thanks for joining, neha@example.com.');
    expect(welcome.html).toMatch(/<a href="[^"]+\/unsubscribe\?email=neha%40example\.com&amp;token=[^"]+">Unsubscribe<\/a>/);
  });
});
