import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Milliseconds since the epoch; injected so tests can move time (OTP expiry, limits). */
    now(): number;
  }
}

export default fp(async function clock(app: FastifyInstance, opts: { now: () => number }) {
  app.decorate('now', opts.now);
}, { name: 'clock' });
