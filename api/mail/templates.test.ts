import { describe, expect, it } from 'vitest';
import { signedInApp } from '../test/admin.ts';
import { verifyEmail } from '../test/app.ts';
import { htmlToText } from './html.ts';
import { fillTemplate } from './templates.ts';

describe('plain-text part of every mail', () => {
  const current = signedInApp();

  it('reads like the HTML part: entities decoded, link targets kept, no style sheet', async () => {
    const { ctx, staff } = current;
    const saved = await staff.request('POST', '/api/admin/email-templates', {
      name: 'Styled notification',
      subject: 'New message: {{subject}}',
      templateType: 'contact_notification',
      htmlContent:
        '<style>p { color: #0b5394; font-family: Georgia }</style>' +
        '<p>{{name}} wrote about a &#8377;50,000 budget &amp; more.</p>' +
        '<p><a href="https://example.com/admin?tab=contacts">Open the dashboard</a></p>',
    });
    expect(saved.statusCode).toBe(201);

    const cookie = await verifyEmail(ctx, 'meera@example.com');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie },
      payload: { name: 'Meera', email: 'meera@example.com', subject: 'Hello', message: 'Can we talk?' },
    });
    expect(sent.statusCode).toBe(200);

    const mail = await ctx.smtp.waitForMail((m) => m.subject === 'New message: Hello');
    expect(mail.text).toContain('Meera wrote about a ₹50,000 budget & more.');
    expect(mail.text).toContain('Open the dashboard [https://example.com/admin?tab=contacts]');
    expect(mail.text).not.toMatch(/color|Georgia|&#|&amp;|<\/?\w/);
  });
});

describe('htmlToText', () => {
  it('drops scripts and keeps list items and headings as text', () => {
    const text = htmlToText('<h1>Our services</h1><ul><li>Web apps</li><li>Mobile apps</li></ul><script>alert(1)</script>');
    expect(text).toBe('Our services\n\n * Web apps\n * Mobile apps');
  });
});

describe('template variables', () => {
  it('fill in escaped values and leave unknown ones empty', () => {
    expect(fillTemplate('Hi {{ name }}, {{missing}}!', { name: '<Asha>' })).toBe('Hi &lt;Asha&gt;, !');
    expect(fillTemplate('{{count}}', { count: 0 })).toBe('0');
  });

  it("never reach an object's inherited properties", () => {
    const filled = fillTemplate('[{{constructor}}][{{toString}}][{{hasOwnProperty}}]', { email: 'a@b.co' });
    expect(filled).toBe('[][][]');
  });
});
