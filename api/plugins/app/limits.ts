import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limits } from '../../limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

export default fp(async function limits(app: FastifyInstance, opts: { limits: Limits }) {
  app.decorate('limits', opts.limits);
}, { name: 'limits' });
