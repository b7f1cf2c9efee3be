import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The first step of a graceful stop: health answers 503 so the proxy takes this instance out
     * of rotation, and the server goes on answering until the proxy has stopped sending. Resolves
     * once no request but a health check has come for `quietMs`, or after `limitMs` at most.
     */
    drain(): Promise<void>;
    /** True from the start of a drain: the health routes answer 503 'draining'. */
    isDraining(): boolean;
  }
  interface FastifyContextConfig {
    /** A health route: a proxy's checks during a drain are not requests it still sends. */
    healthCheck?: boolean;
  }
}

export interface DrainTimes {
  /** How long no request must come before the proxy is taken to have let this instance go. */
  quietMs: number;
  /** The longest drain: a client that keeps calling this instance directly cannot hold its stop. */
  limitMs: number;
}

/** Caddy checks health every 2 s (deploy/Caddyfile): one missed check is noticed well within 5 s. */
export const DRAIN_TIMES: DrainTimes = { quietMs: 1_000, limitMs: 5_000 };

/**
 * A stop without dropped requests behind a load balancer (docs/deploy.md, Stopping and restarting).
 * Closing the listener at once would refuse the requests the proxy sends before it notices,
 * and Fastify answers 503 to requests that reach a closing server on a kept-alive connection.
 * So a stop drains first: health fails (the status routes ask `isDraining`), answers carry `Connection: close` (the proxy's kept-alive
 * connections end after their answer instead of being reused), and only when requests have
 * stopped coming does the server close, finishing the ones in flight.
 */
export default fp(async function gracefulClose(app: FastifyInstance, opts: Partial<DrainTimes>) {
  const { quietMs, limitMs } = { ...DRAIN_TIMES, ...opts };
  let draining = false;
  let lastRequestAt = 0;

  app.addHook('onRequest', (request, _reply, done) => {
    if (draining && request.routeOptions.config.healthCheck !== true) lastRequestAt = Date.now();
    done();
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  app.decorate('isDraining', () => draining);
  app.decorate('drain', async () => {
    draining = true;
    const started = Date.now();
    lastRequestAt = started;
    while (Date.now() - lastRequestAt < quietMs && Date.now() - started < limitMs) await sleep(50);
  });
});
