import { createHmac } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { resolve } from 'node:path';
import { loadSecrets, type Secrets } from './config.ts';
import { secureDataDir } from './data-dir.ts';
import { BODY_LIMIT } from './body-limits.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import cookies from './plugins/external/cookie.ts';
import corsPolicy from './plugins/external/cors.ts';
import securityHeaders from './plugins/external/helmet.ts';
import openApi from './plugins/external/openapi.ts';
import rateLimits from './plugins/external/rate-limit.ts';
import clock from './plugins/app/clock.ts';
import database from './plugins/app/database.ts';
import errors from './plugins/app/errors.ts';
import frameChecker, { type FrameCheckerOptions } from './plugins/app/frame-checker.ts';
import gracefulClose from './plugins/app/graceful-close.ts';
import limits from './plugins/app/limits.ts';
import mailer from './plugins/app/mailer.ts';
import cacheInvalidation from './plugins/app/cache-invalidation.ts';
import publicCache from './plugins/app/public-cache.ts';
import { frameworkError, MAX_PATH_PARAMETER_LENGTH, routableUrl } from './plugins/app/request-target.ts';
import slowReaders from './plugins/app/slow-readers.ts';
import staff from './plugins/app/staff.ts';
import validation from './plugins/app/validation.ts';
import writeBatcher from './plugins/app/write-batcher.ts';
import adminAuthRoutes from './routes/admin-auth/routes.ts';
import alertRoutes from './routes/alerts/routes.ts';
import auditRoutes from './routes/audit/routes.ts';
import analyticsRoutes from './routes/analytics/routes.ts';
import brochureRoutes from './routes/brochure/routes.ts';
import campaignRoutes from './routes/campaigns/routes.ts';
import configRoutes from './routes/config/routes.ts';
import dashboardRoutes from './routes/dashboard/routes.ts';
import emailTemplateRoutes from './routes/email-templates/routes.ts';
import exportRoutes from './routes/export/routes.ts';
import { DEFAULT_RETENTION_DAYS } from './routes/analytics/analytics.ts';
import fileRoutes from './routes/files/routes.ts';
import consentRoutes from './routes/consents/routes.ts';
import dataRightsRoutes from './routes/data-rights/routes.ts';
import leadRoutes from './routes/leads/routes.ts';
import peopleRoutes from './routes/people/routes.ts';
import postRoutes from './routes/posts/routes.ts';
import newsletterRoutes from './routes/newsletter/routes.ts';
import otpRoutes from './routes/otp/routes.ts';
import projectRoutes from './routes/projects/routes.ts';
import serviceRoutes from './routes/services/routes.ts';
import settingsRoutes from './routes/settings/routes.ts';
import site from './routes/site/routes.ts';
import staffAccountRoutes from './routes/staff-accounts/routes.ts';
import statusRoutes from './routes/status/routes.ts';
import testimonialRoutes from './routes/testimonials/routes.ts';

export interface AppOptions {
  /** Folder for agency.db, uploads/, outbox/ and generated secrets. */
  dataDir: string;
  /** smtp://user:pass@host:port; unset writes mails as .eml files to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Absolute origin used in e-mail links, the sitemap and canonical tags. */
  publicUrl?: string;
  /** Secrets from the environment; those not given are generated into dataDir/secrets.json. */
  secrets?: Partial<Secrets>;
  /** postgres://... runs on PostgreSQL (several instances, design §10); unset keeps SQLite in dataDir. */
  databaseUrl?: string;
  /** Per-IP counters in the database, shared by instances (default: on PostgreSQL only). */
  sharedRateLimits?: boolean;
  /** The built SPA; defaults to dist/web of this project. */
  webRoot?: string;
  corsOrigins?: string[];
  /** The reverse proxy's address or CIDR; never a hop count (design §7). */
  trustProxy?: string;
  /**
   * The app's log: start, seeding, mail, failed requests (with their request id). At `debug` and
   * `trace` Fastify's line per request and per answer joins it. Unset logs nothing.
   */
  logger?: { level: string; destination?: DestinationStream };
  now?: () => number;
  limits?: Partial<Limits>;
  outbox?: { pollMs?: number; retryBaseMs?: number; timeoutMs?: number };
  /** A streamed or large answer whose client reads nothing for this long is cut off (default 60 s). */
  slowReaderTimeoutMs?: number;
  /** Campaign mails per minute (default 60); consecutive send errors that pause a campaign (default 5). */
  campaigns?: { ratePerMinute?: number; pauseAfterErrors?: number };
  /** Live preview checks of project sites (on save and every few hours); unset: none, no site is contacted. */
  frameChecks?: FrameCheckerOptions['enabled'];
  /** Days raw visitor events are kept (default 90); the analytics panel reads daily totals. */
  analyticsRetentionDays?: number;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const dataDir = resolve(options.dataDir);
  secureDataDir(dataDir);
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const secrets = loadSecrets(dataDir, options.secrets);

  const logger: FastifyBaseLogger | undefined = options.logger && pino({ level: options.logger.level }, options.logger.destination);
  const requestLines = options.logger?.level === 'debug' || options.logger?.level === 'trace';
  const app = Fastify({
    ...(requestLines && { loggerInstance: logger }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    return503OnClosing: true,
    rewriteUrl: routableUrl,
    routerOptions: { maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    frameworkErrors: frameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Fastify's request logger gives every request a child logger and two response listeners,
  // about 7% of a cached read's work even when no line is written (docs/performance.md). Without
  // it the app still logs its own events here; Fastify reads its logger only for requests.
  if (logger && !requestLines) app.log = logger;

  // Plugins (api/plugins/external: helmet, CORS, rate limits; api/plugins/app: the rest), in the
  // order their hooks must run (security headers and CORS before the public cache answers).
  await app.register(clock, { now: options.now ?? Date.now });
  await app.register(limits, { limits: { ...DEFAULT_LIMITS, ...options.limits } });
  await app.register(errors);
  await app.register(gracefulClose);
  await app.register(slowReaders, { timeoutMs: options.slowReaderTimeoutMs ?? 60_000 });
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(corsPolicy, { origins: options.corsOrigins ?? [] });
  await app.register(openApi, { publicUrl });
  await app.register(database, { dataDir, databaseUrl: options.databaseUrl, publicUrl });
  await app.register(rateLimits, { shared: options.sharedRateLimits ?? Boolean(options.databaseUrl) });
  await app.register(publicCache);
  await app.register(cacheInvalidation, { databaseUrl: options.databaseUrl });
  await app.register(writeBatcher, { dataDir });
  await app.register(mailer, { smtpUrl: options.smtpUrl, from: options.mailFrom, dataDir, publicUrl, ...options.outbox });
  await app.register(staff, { jwtSecret: secrets.jwtSecret });

  await app.register(frameChecker, { enabled: options.frameChecks, publicUrl });

  // Feature folders (spec §7): each registers its public routes and, through app.staffRoutes,
  // its staff routes.
  await app.register(app.staffTokens(statusRoutes));
  await app.register(configRoutes);
  await app.register(settingsRoutes);
  await app.register(serviceRoutes);
  await app.register(projectRoutes);
  await app.register(testimonialRoutes);
  // The verification cookie is the site's only cookie: parsed only by the calls that use it.
  await app.register(async (verification) => {
    await verification.register(cookies, { secret: secrets.cookieSecret });
    await verification.register(otpRoutes, { otpSecret: secrets.otpSecret, secureCookies: publicUrl.startsWith('https:'), publicUrl });
    await verification.register(leadRoutes, { publicUrl });
    await verification.register(dataRightsRoutes, { publicUrl });
  });
  await app.register(newsletterRoutes, { publicUrl });
  await app.register(consentRoutes);
  await app.register(peopleRoutes);
  await app.register(auditRoutes);
  await app.register(alertRoutes);
  await app.register(brochureRoutes);
  await app.register(analyticsRoutes, { publicUrl, retentionDays: options.analyticsRetentionDays ?? DEFAULT_RETENTION_DAYS });
  await app.register(adminAuthRoutes);
  await app.register(dashboardRoutes);
  await app.register(staffAccountRoutes);
  await app.register(emailTemplateRoutes);
  await app.register(campaignRoutes, {
    publicUrl,
    ratePerMinute: options.campaigns?.ratePerMinute ?? 60,
    pauseAfterErrors: options.campaigns?.pauseAfterErrors ?? 5,
  });
  await app.register(postRoutes, { publicUrl, ratePerMinute: options.campaigns?.ratePerMinute ?? 60 });
  await app.register(fileRoutes, { dataDir });
  await app.register(exportRoutes, { ticketKey: createHmac('sha256', secrets.jwtSecret).update('csv download tickets').digest() });

  // The built site last: its not-found handler answers every other path.
  await app.register(site, { webRoot: options.webRoot ?? resolve(import.meta.dirname, '../dist/web'), publicUrl });
  return app;
}
