import './env-file.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { DEFAULT_LIMITS, scaleLimits } from './limits.ts';
import { ensureAdmin } from './services/admins.ts';

/** A ConfigError (here or in the secrets of DATA_DIR) ends the start with its one line. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config: ServerConfig = await orExit(() => loadConfig(process.env));
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
await ensureAdmin(app.db, { email: config.adminEmail, password: config.adminPassword }, app.log);

// SIGTERM/SIGINT: drain (health 503 until the proxy stops sending), then stop accepting,
// finish in-flight requests and let the outbox finish its round.
closeWithGrace({ delay: 10_000, logger: false }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'Shutting down after an error');
  else {
    app.log.info(`Received ${String(signal)}, draining`);
    await app.drain();
  }
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Site and API at ${config.publicUrl} (admin at ${config.publicUrl}/admin)`);
