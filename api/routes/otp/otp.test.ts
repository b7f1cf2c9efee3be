import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../../../shared/constants.ts';
import { codeFrom } from '../../test/smtp.ts';
import { cookieOf, startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';

const email = 'asha@example.com';
let ctx: TestContext;

beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const sendOtp = (address = email, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: address, name: 'Asha' }, remoteAddress: ip });
const verify = (otp: string, cookie = '', address = email, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email: address, otp }, headers: { cookie }, remoteAddress: ip });
const checkVerified = (cookie: string, address = email) =>
  ctx.app.inject({ method: 'GET', url: `/api/check-email-verified?email=${encodeURIComponent(address)}`, headers: { cookie } });
const latestCode = async (address = email) => {
  const mails = ctx.smtp.messages.filter((m) => m.to.includes(address));
  await ctx.smtp.waitForMail((m) => m.to.includes(address));
  return codeFrom(mails.at(-1) ?? ctx.smtp.messages.filter((m) => m.to.includes(address)).at(-1)!);
};

describe('e-mail verification with a one-time code', () => {
  it('mails a 6-digit code that verifies the address for this browser only', async () => {
    const sent = await sendOtp();
    expect(sent.json()).toEqual({ success: true, message: 'OTP sent! Please check your email.' });
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toMatch(/verification code/i);

    const ok = await verify(codeFrom(mail));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Email verified successfully!' });
    const cookie = ok.cookies.find((c) => c.name === 'verified_browser');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });

    expect((await checkVerified(cookieOf(ok))).json()).toEqual({ success: true, verified: true });
    // Another browser (no cookie) and another address are not verified.
    expect((await checkVerified('')).json().verified).toBe(false);
    expect((await checkVerified(cookieOf(ok), 'other@example.com')).json().verified).toBe(false);
    // A forged cookie value is not trusted.
    expect((await checkVerified('verified_browser=forged')).json().verified).toBe(false);
  });

  it('stores only a hash of the code', async () => {
    await sendOtp();
    const code = await latestCode();
    const row = await ctx.app.db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers every refused code alike, so nobody learns whether a code is pending', async () => {
    const invalid = { success: false, message: 'Invalid OTP' };
    const expectRefused = async (answer: Awaited<ReturnType<typeof verify>>) => {
      expect([answer.statusCode, answer.json()]).toEqual([400, invalid]);
    };
    await expectRefused(await verify('123456')); // no code was ever sent
    await sendOtp();
    const code = await latestCode();
    const wrongCode = code === '999999' ? '888888' : '999999';
    await expectRefused(await verify(wrongCode));
    expect((await verify(code)).statusCode).toBe(200);
    await expectRefused(await verify(code)); // single use

    ctx.clock.advance(61_000);
    await sendOtp();
    const second = await latestCode();
    for (let i = 0; i < 5; i++) await expectRefused(await verify(second === '999999' ? '888888' : '999999'));
    await expectRefused(await verify(second)); // 5 wrong tries made it useless

    ctx.clock.advance(61_000);
    await sendOtp();
    const third = await latestCode();
    ctx.clock.advance(OTP_TTL_MS + 1);
    await expectRefused(await verify(third)); // expired
  });

  it('issues a fresh browser id on every verification, keeping what the old one had proved', async () => {
    const planted = await verifyEmail(ctx, 'first@example.com');
    await sendOtp('second@example.com');
    const renewed = await verify(await latestCode('second@example.com'), planted, 'second@example.com');
    expect(cookieOf(renewed)).not.toBe(planted);
    for (const address of ['first@example.com', 'second@example.com']) {
      expect((await checkVerified(cookieOf(renewed), address)).json().verified, address).toBe(true);
      expect((await checkVerified(planted, address)).json().verified, address).toBe(false);
    }
  });

  it("leaves the visitor's free-text name out of the code mail", async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name: 'Your bank: call 1800 000 000' } });
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes(email));
    expect(mail.html + mail.text + mail.subject).not.toMatch(/bank|1800/);
  });

  it('refuses a resend within 60 s with 429 and Retry-After, and allows it after', async () => {
    expect((await sendOtp()).statusCode).toBe(200);
    ctx.clock.advance(20_000);
    const fast = await sendOtp();
    expect(fast.statusCode).toBe(429);
    expect(fast.headers['retry-after']).toBe('40');
    ctx.clock.advance(40_000);
    expect((await sendOtp()).statusCode).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    await sendOtp();
    const first = await latestCode();
    ctx.clock.advance(61_000);
    await sendOtp();
    await ctx.smtp.waitForMail(() => ctx.smtp.messages.length >= 2);
    const second = codeFrom(ctx.smtp.messages[1]);
    if (first !== second) expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('allows 5 codes per address per hour and 20 sends per IP per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp()).statusCode).toBe(200);
      ctx.clock.advance(61_000);
    }
    const sixth = await sendOtp();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/this e-mail address/);

    for (let i = 0; i < 15; i++) expect((await sendOtp(`person${i}@example.com`, '10.0.0.9')).statusCode).toBe(200);
    // The IP has 15 of its own; 5 more fill its hour, then it is refused while others get through.
    for (let i = 15; i < 20; i++) expect((await sendOtp(`person${i}@example.com`, '10.0.0.9')).statusCode).toBe(200);
    const overIp = await sendOtp('another@example.com', '10.0.0.9');
    expect(overIp.statusCode).toBe(429);
    expect(overIp.json().message).toMatch(/your network/);
    expect((await sendOtp('another@example.com', '10.0.0.10')).statusCode).toBe(200);

    ctx.clock.advance(60 * 60 * 1000);
    expect((await sendOtp('another@example.com', '10.0.0.9')).statusCode).toBe(200);
  });

  it('counts an IPv6 home or phone network (its /64) as one, whatever address of it asks', async () => {
    // A different address of the same /64 for each request, as privacy addresses and attackers do.
    const host = (i: number) => `2401:4900:1c8a:2b7f:${(0x1000 + i).toString(16)}:5e2a:91c4:7d03`;
    for (let i = 0; i < 20; i++) expect((await sendOtp(`priya.venkataraman.${i}@jabalpur-studio.example.in`, host(i))).statusCode).toBe(200);
    const over = await sendOtp('priya.venkataraman.20@jabalpur-studio.example.in', host(20));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/your network/);
    // The next /64 is another network.
    expect((await sendOtp('priya.venkataraman.20@jabalpur-studio.example.in', '2401:4900:1c8a:2b80::1')).statusCode).toBe(200);
  });
});

// Fired at once: on PostgreSQL the requests run on several pool connections in parallel, so each
// rule must hold without SQLite's one-at-a-time connection (design §10). The api-pg project runs them there.
describe('verification rules under parallel requests', () => {
  it('issues exactly one code for a burst of 10 requests for one address', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => sendOtp(email, `10.1.0.${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Please wait \d+ seconds/);
    }
    await ctx.smtp.waitForMail((m) => m.to.includes(email));
    expect(await ctx.app.db.selectFrom('otp_sends').selectAll().where('email', '=', email).execute()).toHaveLength(1);
  });

  it('compares at most 5 of 30 simultaneous guesses, so the right code is refused afterwards', async () => {
    await sendOtp();
    const code = await latestCode();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // From many networks, so the per-IP request limit (30 per 15 minutes) is not what stops them.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => verify(wrong(i), '', email, `10.3.0.${i}`)));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect((await verify(code, '', email, '10.3.1.1')).json()).toEqual({ success: false, message: 'Invalid OTP' });
  });

  it('lets only one of several simultaneous right guesses use the code', async () => {
    await sendOtp();
    const code = await latestCode();
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('holds the 20 sends per IP per hour when 30 addresses ask from one IP at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => sendOtp(`burst${i}@example.com`, '10.2.0.1')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
  });
});
