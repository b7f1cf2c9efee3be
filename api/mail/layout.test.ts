import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInApp } from '../test/admin.ts';
import { codeFrom, type ReceivedMail } from '../test/smtp.ts';
import { oneClickUnsubscribe, subscribeConfirmed } from '../test/newsletter.ts';
import { BRAND_COLOURS } from '../media/brand.ts';
import { readSiteSettings, writeSiteSettings } from '../services/site-config.ts';
import { MAIL_LOGO_PATH } from './layout.ts';

const PUBLIC_URL = 'http://localhost:3000';
const AGENCY = 'नर्मदा Digital Studio & Co.';
const STREET = "2nd Floor, O'Brien Chambers, Marhatal";
// 50 characters, beside a look-alike that never confirmed and must get no campaign mail.
const READER = 'shreya.venkataraman.kulkarni@longermail.example.in';
const LOOKALIKE = 'a@example.com';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#8377;': '₹' };
/** What a reader sees of an HTML part: its body's text, tags dropped and entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/^[\s\S]*<body[^>]*>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#?\w+;/g, (entity) => ENTITIES[entity] ?? entity);
const words = (text: string) => new Set(text.match(/[\p{L}\p{M}\p{N}]+/gu));
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => visibleText(match[1]));

/** The layout's promise for any mail: logo and colours in HTML, and a text part with the same words and links. */
function expectBranded(mail: ReceivedMail) {
  expect(mail.html).toContain(`<img src="${PUBLIC_URL}${MAIL_LOGO_PATH}"`);
  for (const colour of [BRAND_COLOURS.navy, BRAND_COLOURS.accent]) expect(mail.html).toContain(colour);
  expect(mail.html).not.toContain('<style');
  expect(mail.html).toContain('max-width:600px');
  expect(visibleText(mail.html)).toContain('नर्मदा Digital Studio & Co.');
  expect(visibleText(mail.html)).toContain(`${STREET}, Jabalpur, Madhya Pradesh, India`);

  expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>|&#?\w+;|style=|#1e3a8a/i);
  const textWords = words(mail.text);
  const missing = [...words(visibleText(mail.html))].filter((word) => !textWords.has(word));
  expect(missing).toEqual([]);
  for (const link of links(mail.html)) expect(mail.text).toContain(link);
}

describe('one layout for every mail', () => {
  const t = signedInApp({ publicUrl: PUBLIC_URL });

  beforeEach(async () => {
    const db = t.ctx.app.db;
    const settings = await readSiteSettings(db);
    const contactInfo = { ...settings.contactInfo, address: STREET, city: 'Jabalpur', state: 'Madhya Pradesh', country: 'India' };
    await writeSiteSettings(db, { ...settings, siteInfo: { ...settings.siteInfo, name: AGENCY }, contactInfo }, new Date(t.ctx.clock.now));
  });

  it('wraps a verification code mail, its code in both parts', async () => {
    const { ctx } = t;
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: READER } });
    expect(sent.statusCode).toBe(200);
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(READER));
    expect(mail.subject).toBe(`Your verification code for ${AGENCY}`);
    expectBranded(mail);
    const code = codeFrom(mail);
    expect(mail.html).toContain(`>${code}</strong>`);
    expect(mail.text).toContain(`Your verification code is ${code}.`);
  });

  it('wraps a campaign mail with its personal unsubscribe line in the footer, and one-click still unsubscribes', async () => {
    const { ctx, staff } = t;
    await subscribeConfirmed(ctx.app, READER);
    await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: LOOKALIKE } });
    const created = await staff.request('POST', '/api/admin/email-campaigns', {
      name: 'Diwali offers',
      subject: 'शुभ दीपावली, {{email}}',
      content: '<h2>Offers for Diwali</h2><p>Websites from &#8377;25,000 - <a href="https://example.com/offers?from=mail&amp;year=2026">see the offers</a>.</p>',
      targetAudience: 'newsletter_subscribers',
    });
    expect(created.statusCode).toBe(201);
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(READER) && m.subject.startsWith('शुभ दीपावली'));
    expect(mail.subject).toBe(`शुभ दीपावली, ${READER}`);
    expectBranded(mail);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Websites from ₹25,000 - see the offers [https://example.com/offers?from=mail&year=2026]');
    expect(text).toMatch(/Unsubscribe \[http:\/\/localhost:3000\/unsubscribe\?email=[^\]]+&token=[^\]]+\]/);
    // The unsubscribe line sits in the footer, under the content.
    expect(mail.html.indexOf('see the offers')).toBeLessThan(mail.html.indexOf('>Unsubscribe</a>'));

    const left = await oneClickUnsubscribe(ctx.app, mail);
    expect(left.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('subscribers').select('status').where('email', '=', READER).executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    expect(ctx.smtp.messages.filter((m) => m.to.includes(LOOKALIKE) && m.subject.startsWith('शुभ'))).toEqual([]);
  });

  it("takes its colours from the site's design tokens", () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../web/src/styles/global.css'), 'utf8');
    expect(css).toContain(`--blue-800: ${BRAND_COLOURS.navy};`);
    expect(css).toContain(`--amber-500: ${BRAND_COLOURS.accent};`);
    expect(css).toContain(`--ink: ${BRAND_COLOURS.ink};`);
  });

  it('serves the logo as a PNG that mail clients can show', async () => {
    const logo = await t.ctx.app.inject({ method: 'GET', url: MAIL_LOGO_PATH });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
