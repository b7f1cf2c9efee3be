import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadSecrets } from './config.ts';
import { startTestApp } from './test/app.ts';
import { failedStartLines } from './test/server-process.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', publicUrl: 'http://localhost:3000', corsOrigins: [] });
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL is not a valid URL'],
    [{ DATABASE_URL: 'mysql://db.example.com/agency' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DATABASE_URL: 'agency.db' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [
      { DATABASE_URL: 'postgres://db.example.com/agency', JWT_SECRET: 'j'.repeat(32) },
      'COOKIE_SECRET, OTP_SECRET must be set when DATABASE_URL is set: every instance needs the same secrets',
    ],
    [{ OTP_SECRET: 'short' }, 'OTP_SECRET must be at least 32 characters long'],
    [{ CAMPAIGN_RATE_PER_MINUTE: '0' }, 'CAMPAIGN_RATE_PER_MINUTE must be a whole number of at least 1, got "0"'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET must be set when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ CORS_ORIGINS: 'https://ok.example.com, nonsense' }, 'CORS_ORIGINS has "nonsense"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY must be the proxy address or CIDR'],
    [{ TRUST_PROXY: 'a' }, 'TRUST_PROXY must be the proxy address or CIDR (e.g. 10.0.0.1 or 10.0.0.0/8), not a hop count; "a" is not one'],
    [{ TRUST_PROXY: '0.0.0.0/0' }, '"0.0.0.0/0" has no valid prefix (1-32; /0 would trust every client)'],
    [{ TRUST_PROXY: '10.0.0.1, ::/0' }, '"::/0" has no valid prefix (1-128'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, '"10.0.0.0/33" has no valid prefix'],
    [{ TRUST_PROXY: '10.0.0.0/8/1' }, '"10.0.0.0/8/1" is not one'],
    // Ranges that add up to every address trust every client as /0 would.
    [{ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' }, 'together "0.0.0.0/1,128.0.0.0/1" cover every IPv4 address, which would trust every client like /0'],
    [{ TRUST_PROXY: '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/2, 192.0.0.0/3, 224.0.0.0/3' }, 'cover every IPv4 address'],
    [{ TRUST_PROXY: '::ffff:0:0/97, 128.0.0.0/1' }, 'cover every IPv4 address'],
    [{ TRUST_PROXY: '::/1, 8000::/1' }, 'cover every IPv6 address'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'a' }, 'ADMIN_PASSWORD must have at least 8 characters'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: '' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes empty staff account variables as unset', () => {
    expect(loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toMatchObject({ adminEmail: undefined, adminPassword: undefined });
  });

  it('accepts a full production setup', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '8080',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      PUBLIC_URL: 'https://agency.example.com/',
      CORS_ORIGINS: 'https://a.example.com,https://b.example.com',
      TRUST_PROXY: '10.0.0.1, 172.16.0.0/12, fd00::/8, 0.0.0.0/1',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'eight ch',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://agency.example.com', trustProxy: '10.0.0.1,172.16.0.0/12,fd00::/8,0.0.0.0/1' });
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });
});

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'agency-config-')), 'data');
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  it('is created for this user only, with the database, secrets and mails readable by nobody else', async () => {
    const dataDir = freshDir();
    const ctx = await startTestApp({ dataDir, smtpUrl: undefined });
    try {
      await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'asha@example.com', name: 'Asha' } });
      expect(modeOf(dataDir)).toBe(0o700);
      // The SQLite files, when the database is SQLite; PostgreSQL keeps its own files.
      const files = ctx.databaseUrl ? ['secrets.json'] : ['agency.db', 'agency.db-wal', 'secrets.json'];
      for (const file of files) expect([file, modeOf(join(dataDir, file))]).toEqual([file, 0o600]);
      const mails = readdirSync(join(dataDir, 'outbox'));
      expect(mails).toHaveLength(1);
      expect(modeOf(join(dataDir, 'outbox', mails[0]))).toBe(0o600);
    } finally {
      await ctx.close();
    }
  });

  it('takes every secret from the environment when all are given, writing no secrets.json', () => {
    const dataDir = freshDir();
    const given = { jwtSecret: 'j'.repeat(32), cookieSecret: 'c'.repeat(32), otpSecret: 'o'.repeat(32) };
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example.com/agency', JWT_SECRET: given.jwtSecret, COOKIE_SECRET: given.cookieSecret, OTP_SECRET: given.otpSecret });
    expect(loadSecrets(dataDir, config.secrets)).toEqual(given);
    expect(readdirSync(dataDir)).toEqual([]);
    // One given, the others generated once and kept.
    const partly = loadSecrets(dataDir, { jwtSecret: given.jwtSecret });
    expect(partly.jwtSecret).toBe(given.jwtSecret);
    expect(loadSecrets(dataDir, { jwtSecret: given.jwtSecret }).otpSecret).toBe(partly.otpSecret);
  });

  it('tightens a secrets.json others could read, and refuses short secrets in it', () => {
    const dataDir = freshDir();
    loadSecrets(dataDir);
    const file = join(dataDir, 'secrets.json');
    chmodSync(file, 0o644);
    loadSecrets(dataDir);
    expect(modeOf(file)).toBe(0o600);

    writeFileSync(file, JSON.stringify({ jwtSecret: 'short', cookieSecret: 'x'.repeat(64), otpSecret: 'y'.repeat(64) }));
    expect(() => loadSecrets(dataDir)).toThrow(`${file}: jwtSecret must be at least 32 characters (delete it to generate a new one)`);
  });
});

describe('a refused setting at start', () => {
  it.each([
    [{ TRUST_PROXY: '0.0.0.0/0' }, /^Configuration error: TRUST_PROXY must be .*"0\.0\.0\.0\/0" has no valid prefix/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'a' }, /^Configuration error: ADMIN_PASSWORD must have at least 8 characters$/],
    [{ SHORT_SECRET: '1' }, /^Configuration error: .*secrets\.json: cookieSecret must be at least 32 characters/],
  ])('%o stops the server with one line and no stack trace', async (env, line) => {
    const dataDir = freshDir();
    if ('SHORT_SECRET' in env) {
      loadSecrets(dataDir);
      writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ jwtSecret: 'x'.repeat(64), cookieSecret: 'abc', otpSecret: 'y'.repeat(64) }));
    }
    const lines = await failedStartLines({ DATA_DIR: dataDir, ...env });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  }, 30_000);
});
