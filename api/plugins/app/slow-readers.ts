import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Stream } from 'node:stream';

/**
 * A client that stops reading a streamed answer (an uploaded file, a CSV export, a static asset)
 * or a large one (a page sent uncompressed, the brochure) would hold its socket, and the open
 * file or the bytes, forever. Those answers get an inactivity timeout on their socket. Small
 * answers fit in the socket's buffers and need none, which spares them the timer upkeep on every
 * read and write that a server-wide timeout costs (about a tenth of a cached read;
 * docs/performance.md, step 5). Receiving a request is bounded by requestTimeout and
 * headersTimeout, an idle keep-alive socket by keepAliveTimeout.
 */
export default fp(async function slowReaders(app: FastifyInstance, opts: { timeoutMs: number }) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (payload instanceof Stream || outgrowsSocketBuffer(payload)) {
      // An injected request (tests) has a stand-in socket without timers.
      request.raw.socket?.setTimeout?.(opts.timeoutMs);
    }
    done(null, payload);
  });
});

/** Bigger than Node's socket write buffer, so a client that reads nothing leaves it pending. */
const SOCKET_BUFFER_BYTES = 16 * 1024;
const outgrowsSocketBuffer = (payload: unknown) =>
  (typeof payload === 'string' || Buffer.isBuffer(payload)) && payload.length > SOCKET_BUFFER_BYTES;
