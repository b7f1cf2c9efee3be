import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function cookies(app: FastifyInstance, opts: { secret: string }) {
  await app.register(cookie, { secret: opts.secret });
});
