import './env-file.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { DEFAULT_LIMITS, scaleLimits } from './limits.ts';
import { ensureAdmin } from './services/admins.ts';
import { exitOnUncaughtError, UNCAUGHT_ERROR_EVENTS } from './process-faults.ts';
import { describeStartupFailure } from './startup-failure.ts';

// Everything the server writes into DATA_DIR (uploads, picture variants sharp encodes, mails)
// is for this user only, whatever the library writing it asks for (design §7).
process.umask(0o077);

let target: { databaseUrl?: string; port?: number; host?: string } = {};

/** A start that cannot go on ends with one line naming the cause and exit code 1 (design §11). */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(describeStartupFailure(error, target));
    if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error(error);
    process.exit(1);
  }
}

const config: ServerConfig = await orExit(() => loadConfig(process.env));
target = config;
const app = await orExit(() => buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  publicUrl: config.publicUrl,
  secrets: config.secrets,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
  limits: scaleLimits(DEFAULT_LIMITS, config.rateLimitScale),
  frameChecks: {},
  ...(config.campaignRatePerMinute && { campaigns: { ratePerMinute: config.campaignRatePerMinute } }),
  analyticsRetentionDays: config.analyticsRetentionDays,
}));

// ADMIN_EMAIL/ADMIN_PASSWORD create or update that admin; a new database gets a printed one.
await orExit(() => ensureAdmin(app.db, { email: config.adminEmail, password: config.adminPassword }, app.log));

// SIGTERM/SIGINT: drain (health 503 until the proxy stops sending), then stop accepting,
// finish in-flight requests and let the outbox finish its round.
closeWithGrace({ delay: 10_000, logger: false, skip: UNCAUGHT_ERROR_EVENTS }, async ({ signal }) => {
  app.log.info(`Received ${String(signal)}, draining`);
  await app.drain();
  await app.close();
});
exitOnUncaughtError(app, 10_000);

await orExit(() => app.listen({ port: config.port, host: config.host }));
app.log.info(`Site and API at ${config.publicUrl} (admin at ${config.publicUrl}/admin)`);
