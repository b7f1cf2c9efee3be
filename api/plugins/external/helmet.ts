import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { MAIL_LOGO_PATH } from '../../mail/layout.ts';

/**
 * JSON answers are never rendered as documents, so they need only the headers that matter for
 * data (no sniffing, no framing, nothing loaded).
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * Pages and files: helmet's full set with a CSP the SPA passes: scripts only from this origin
 * (prerendered data rides in non-executed JSON script tags), project previews in https: frames
 * (design §7).
 */
const PAGE_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https:'],
      mediaSrc: ["'self'", 'https:'],
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
};

/**
 * The headers helmet sets for a policy. Without nonces they are the same for every answer, so
 * they are computed once here instead of by helmet's middleware on every request: that per-request
 * work was the largest cost of a cached read (see docs/performance.md).
 */
function helmetHeaders(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(policy)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Pictures shown from other origins: uploads (a campaign's or post's images) and the built-in
 * covers, which mails link to, the logo at the top of every mail, and share images. A webmail
 * shows them from its own origin and the staff's mail preview from a sandboxed frame (no origin),
 * both of which a same-origin resource policy would block.
 */
const SHOWN_ELSEWHERE = ['/uploads/', '/covers/', '/og/', MAIL_LOGO_PATH];

/** Security headers on every answer: the API set above, or helmet's set for pages and files. */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const pageHeaders = helmetHeaders(PAGE_POLICY);
  const pictureHeaders = { ...pageHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    // The API's browsable docs (/api/docs) are a page with scripts and styles of their own.
    const data = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(data ? API_HEADERS : SHOWN_ELSEWHERE.some((path) => request.url.startsWith(path)) ? pictureHeaders : pageHeaders);
    done();
  });
  // Staff answers and anything asked with credentials are private: no proxy or browser cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/admin') || request.url.startsWith('/api/analytics') || request.headers.authorization) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
});
