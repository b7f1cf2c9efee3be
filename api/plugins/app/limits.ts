import { normalizeIP } from '@fastify/rate-limit';
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

/**
 * The network a request comes from, as every per-IP limit counts it: an IPv4 address, or the
 * /64 of an IPv6 one (a home or a phone holds a whole /64 and may use a new address for each
 * request), as @fastify/rate-limit counts the route limits of api/limits.ts.
 */
export const networkOf = (ip: string): string => normalizeIP(ip);
