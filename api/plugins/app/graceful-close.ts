import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing, answers to requests still in flight carry `Connection: close`, so
 * a keep-alive client cannot hold the process open past its last answer.
 */
export default fp(async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
});
