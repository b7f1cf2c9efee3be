import type { FastifyInstance } from 'fastify';

/**
 * Accepts the form posts of link pages and RFC 8058 one-click (`List-Unsubscribe=One-Click`) in
 * this scope; the body carries nothing the route needs, so it is not parsed.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, _b, done) =>
    done(null, {}),
  );
}
