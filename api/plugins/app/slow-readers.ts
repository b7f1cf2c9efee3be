import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Stream } from 'node:stream';

/**
 * A client that stops reading a streamed answer (an uploaded file, a CSV export, a static asset)
 * would hold its socket and the open file forever. Those answers get an inactivity timeout on
 * their socket. Small answers fit in the socket's buffers and need none, which spares them the
 * timer upkeep on every read and write that a server-wide timeout costs (about a tenth of a
 * cached read; README, Performance). Receiving a request is bounded by requestTimeout and
 * headersTimeout, an idle keep-alive socket by keepAliveTimeout.
 */
export default fp(async function slowReaders(app: FastifyInstance, opts: { timeoutMs: number }) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    // An injected request (tests) has a stand-in socket without timers.
    if (payload instanceof Stream) request.raw.socket?.setTimeout?.(opts.timeoutMs);
    done(null, payload);
  });
});
