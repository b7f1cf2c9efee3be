import type { FastifyInstance } from 'fastify';

/**
 * Accepts the form posts of link pages and RFC 8058 one-click (`List-Unsubscribe=One-Click`) in
 * this scope; the body carries nothing the route needs, so it is not parsed. RFC 8058 asks mail
 * providers to post it as multipart/form-data and allows the URL-encoded form: both are taken.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, done) => done(null, {}));
  }
}
