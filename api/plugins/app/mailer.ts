import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { dialectOf } from '../../db/connect.ts';
import { LANE_CONNECTIONS, LANES, type Lane } from '../../mail/lanes.ts';
import { createOutboxWorker, type OutboxWorker } from '../../mail/outbox-worker.ts';
import { createMailTransport, type MailTransport } from '../../mail/transport.ts';
import { readSiteSettings } from '../../services/site-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    mailMode: 'smtp' | 'file';
    /** The From header of every mail (MAIL_FROM or its default): one of the agency's own addresses. */
    mailFrom: string;
    /** Where mails are written as .eml files when there is no SMTP server (an erasure removes them there). */
    outboxDir: string;
  }
}

export interface MailerOptions {
  smtpUrl?: string;
  /** MAIL_FROM; by default the site name at no-reply@ the public host (design §3). */
  from?: string;
  dataDir: string;
  publicUrl: string;
  pollMs?: number;
  retryBaseMs?: number;
  timeoutMs?: number;
}

/** The outbox worker runs inside the server process and stops with it (design §6). */
export default fp(async function mailer(app: FastifyInstance, opts: MailerOptions) {
  const outboxDir = join(opts.dataDir, 'outbox');
  const transports = Object.fromEntries(
    LANES.map((lane) => [lane, createMailTransport({ smtpUrl: opts.smtpUrl, outboxDir, timeoutMs: opts.timeoutMs, connections: LANE_CONNECTIONS[lane] })]),
  ) as Record<Lane, MailTransport>;
  const mode = transports.transactional.mode;
  if (mode === 'file') app.log.info(`No SMTP_URL set: e-mails are written to ${outboxDir}`);
  const { siteInfo } = await readSiteSettings(app.db);
  const host = new URL(opts.publicUrl).hostname;
  const from = opts.from ?? `"${siteInfo.name.replace(/["\\]/g, '')}" <no-reply@${host}>`;
  const worker = createOutboxWorker({
    db: app.db,
    transports,
    // SQLite has one connection and fsyncs on the event loop: outbox writes join the leads' commits.
    groupCommit: dialectOf(app.db) === 'sqlite' ? app.writeBatcher.run : undefined,
    from,
    messageIdDomain: host,
    now: app.now,
    log: app.log,
    pollMs: opts.pollMs,
    retryBaseMs: opts.retryBaseMs,
  });
  app.decorate('outbox', worker);
  app.decorate('mailMode', mode);
  app.decorate('mailFrom', from);
  app.decorate('outboxDir', outboxDir);
  app.addHook('onReady', async () => worker.start());
  // Runs before the database closes: onClose hooks run in reverse registration order.
  app.addHook('onClose', async () => {
    await worker.stop();
    for (const lane of LANES) transports[lane].close();
  });
}, { name: 'mailer', dependencies: ['database', 'clock', 'writeBatcher'] });
