import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The verification cookie, the site's only one, in the scope of the calls that read it: a person
 * proving their address and using it (codes, leads, their data). Their answers depend on who asks,
 * so no browser or proxy may keep them (design §12: personal answers are no-store).
 */
export default fp(async function cookies(app: FastifyInstance, opts: { secret: string }) {
  await app.register(cookie, { secret: opts.secret });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
});
