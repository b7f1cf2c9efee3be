import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET must be set when NODE_ENV=production'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ CORS_ORIGINS: 'https://ok.example.com, nonsense' }, 'CORS_ORIGINS has "nonsense"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY must be the proxy address or CIDR'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a full production setup', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '8080',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      PUBLIC_URL: 'https://agency.example.com/',
      CORS_ORIGINS: 'https://a.example.com,https://b.example.com',
      TRUST_PROXY: '10.0.0.1',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'https://agency.example.com', trustProxy: '10.0.0.1' });
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
  });
});
