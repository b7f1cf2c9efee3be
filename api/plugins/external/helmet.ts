import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON answers are never rendered as documents, so they need only the headers that matter for
 * data (no sniffing, no framing, nothing loaded). Set in one call: helmet's per-header work on
 * every API answer was the largest cost of a cached read (see README, Performance).
 */
const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

const isApi = (url: string) => url.startsWith('/api/');

/**
 * Security headers. Pages and files get helmet's full set with a CSP the SPA passes: scripts
 * only from this origin (prerendered data rides in non-executed JSON script tags), project
 * previews in https: frames (design §7). API answers get the fixed set above.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  // Runs before helmet's own onRoute hook, which reads this flag.
  app.addHook('onRoute', (route) => {
    if (isApi(route.url)) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApi(request.url)) reply.headers(API_HEADERS);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Staff answers and anything asked with credentials are private: no proxy or browser cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/admin') || request.url.startsWith('/api/analytics') || request.headers.authorization) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
});
