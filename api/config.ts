import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { familyTrustedWhole } from './proxy-ranges.ts';
import { DEFAULT_RETENTION_DAYS } from './routes/analytics/analytics.ts';
import { MIN_PASSWORD_LENGTH } from './services/admins.ts';

/** Settings read from the environment (design §3). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom?: string;
  /** JWT_SECRET, COOKIE_SECRET, OTP_SECRET: the ones given; the rest are generated into DATA_DIR. */
  secrets: Partial<Secrets>;
  adminEmail?: string;
  adminPassword?: string;
  corsOrigins: string[];
  /** The reverse proxy's address(es) or CIDR. */
  trustProxy?: string;
  logLevel: string;
  production: boolean;
  /** Multiplies every per-IP request limit; load tests raise it, production keeps 1. */
  rateLimitScale: number;
  /** Days raw visitor events are kept; the daily totals the panel reads stay. */
  analyticsRetentionDays: number;
  /** postgres://...: PostgreSQL for several instances (design §10); unset: SQLite in dataDir. */
  databaseUrl?: string;
  /** CAMPAIGN_RATE_PER_MINUTE: campaign mails handed to the SMTP server per minute at most. */
  campaignRatePerMinute?: number;
}

/** A bad setting: the message is the one line printed before the process exits. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL is not a valid URL (expected e.g. smtp://user:pass@host:587)');
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name a host');
  }
  return value;
}

function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((origin) => {
    const trimmed = origin.trim();
    try {
      const url = new URL(trimmed);
      if (url.origin !== trimmed.replace(/\/$/, '')) throw new Error('not an origin');
      return url.origin;
    } catch {
      throw new ConfigError(`CORS_ORIGINS has "${trimmed}", which is not an origin like https://example.com`);
    }
  });
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !['postgres:', 'postgresql:'].includes(new URL(value).protocol)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL like postgres://user:pass@host:5432/agency (unset for SQLite)');
  }
  return value;
}

const TRUST_PROXY_HINT = 'TRUST_PROXY must be the proxy address or CIDR (e.g. 10.0.0.1 or 10.0.0.0/8), not a hop count';

/**
 * Each comma-separated entry an IPv4/IPv6 address or CIDR that node:net's BlockList accepts. A
 * hop count, "true" or a /0 network (or ranges that add up to one) would trust every client's
 * X-Forwarded-For, so anyone could pick their own IP and dodge the rate limits.
 */
function parseTrustProxy(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) throw new ConfigError(`${TRUST_PROXY_HINT}; "${entry}" is not one`);
    if (prefix === undefined) continue;
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits < 1 || bits > (family === 4 ? 32 : 128)) {
      throw new ConfigError(`${TRUST_PROXY_HINT}; "${entry}" has no valid prefix (1-${family === 4 ? 32 : 128}; /0 would trust every client)`);
    }
    new BlockList().addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  }
  const whole = familyTrustedWhole(entries);
  if (whole) throw new ConfigError(`${TRUST_PROXY_HINT}; together "${entries.join(',')}" cover every ${whole} address, which would trust every client like /0`);
  return entries.join(',');
}

export const SECRET_VARIABLES = { jwtSecret: 'JWT_SECRET', cookieSecret: 'COOKIE_SECRET', otpSecret: 'OTP_SECRET' } as const;

/**
 * Secrets from the environment. On PostgreSQL all three are required: every instance must sign
 * tokens, cookies and codes alike (a code sent through one instance is checked by another), and a
 * secrets.json generated by each instance would differ.
 */
function parseSecrets(env: NodeJS.ProcessEnv, production: boolean, databaseUrl: string | undefined): Partial<Secrets> {
  const values: Record<keyof Secrets, string | undefined> = {
    jwtSecret: env.JWT_SECRET,
    cookieSecret: env.COOKIE_SECRET,
    otpSecret: env.OTP_SECRET,
  };
  const secrets: Partial<Secrets> = {};
  for (const name of SECRET_NAMES) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (value.length < MIN_SECRET_LENGTH) throw new ConfigError(`${SECRET_VARIABLES[name]} must be at least ${MIN_SECRET_LENGTH} characters long`);
    secrets[name] = value;
  }
  if (production && !secrets.jwtSecret) throw new ConfigError('JWT_SECRET must be set when NODE_ENV=production');
  const missing = SECRET_NAMES.filter((name) => !secrets[name]).map((name) => SECRET_VARIABLES[name]);
  if (databaseUrl && missing.length) {
    throw new ConfigError(`${missing.join(', ')} must be set when DATABASE_URL is set: every instance needs the same secrets`);
  }
  return secrets;
}

function parseCampaignRate(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!/^\d+$/.test(value) || rate < 1) {
    throw new ConfigError(`CAMPAIGN_RATE_PER_MINUTE must be a whole number of at least 1, got "${value}"`);
  }
  return rate;
}

export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = parsePort(env.PORT);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const secrets = parseSecrets(env, production, databaseUrl);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.trim().length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const rateLimitScale = env.RATE_LIMIT_SCALE ? Number(env.RATE_LIMIT_SCALE) : 1;
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 1) {
    throw new ConfigError(`RATE_LIMIT_SCALE must be a number of at least 1, got "${env.RATE_LIMIT_SCALE}"`);
  }
  const analyticsRetentionDays = env.ANALYTICS_RETENTION_DAYS ? Number(env.ANALYTICS_RETENTION_DAYS) : DEFAULT_RETENTION_DAYS;
  if (!Number.isInteger(analyticsRetentionDays) || analyticsRetentionDays < 1) {
    throw new ConfigError(`ANALYTICS_RETENTION_DAYS must be a whole number of days of at least 1, got "${env.ANALYTICS_RETENTION_DAYS}"`);
  }
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a valid URL: "${publicUrl}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || './data'),
    publicUrl,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || undefined,
    secrets,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel,
    production,
    rateLimitScale,
    analyticsRetentionDays,
    databaseUrl,
    campaignRatePerMinute: parseCampaignRate(env.CAMPAIGN_RATE_PER_MINUTE),
  };
}

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
  otpSecret: string;
}

const SECRET_NAMES = ['jwtSecret', 'cookieSecret', 'otpSecret'] as const;
const MIN_SECRET_LENGTH = 32;

/**
 * DATA_DIR holds the database, mails with codes in them, uploads and secrets: created readable by
 * this user only (0700). The server's start tightens an existing one (data-dir.ts).
 */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}

function readSecretsFile(file: string): Partial<Secrets> {
  if (!existsSync(file)) return {};
  // Secrets others can read are no secrets: tighten a file left more open than 0600.
  if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
  let stored: Partial<Secrets>;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ConfigError(`${file} is not valid JSON (delete it to generate new secrets)`);
  }
  for (const name of SECRET_NAMES) {
    const value = stored[name];
    if (value !== undefined && (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH)) {
      throw new ConfigError(`${file}: ${name} must be at least ${MIN_SECRET_LENGTH} characters (delete it to generate a new one)`);
    }
  }
  return stored;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR (0600); when all
 * are given, no file is read or written.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets> = {}): Secrets {
  prepareDataDir(dataDir);
  if (SECRET_NAMES.every((name) => given[name])) return given as Secrets;
  const file = join(dataDir, 'secrets.json');
  let stored = readSecretsFile(file);
  const missing = SECRET_NAMES.filter((k) => !stored[k]);
  if (missing.length) {
    stored = { ...stored, ...Object.fromEntries(missing.map((k) => [k, randomBytes(32).toString('hex')])) };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { ...(stored as Secrets), ...given };
}
