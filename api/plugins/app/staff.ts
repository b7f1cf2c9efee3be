import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../../shared/api/errors.ts';
import { isSessionValid } from '../../services/admins.ts';
import staffCompression from '../external/compress.ts';
import adminTokens from '../external/jwt.ts';

/** Messages by @fastify/jwt error code; anything else is a token we cannot trust. */
const REASONS: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: 'Sign-in required: send Authorization: Bearer <token>',
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: 'Your session token has expired. Please sign in again.',
};

/**
 * onRequest hook of every admin route: a valid, unexpired HS256 token of an admin whose
 * sessions were not ended since (logout, password change) - checked on every request (design §7).
 * The expiry is judged by the app's clock, so tests can move time.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const { db, now } = request.server;
  try {
    await request.jwtVerify({ clockTimestamp: now() });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw new ApiError(401, REASONS[code] ?? 'Invalid token. Please sign in again.');
  }
  if (!(await isSessionValid(db, request.user))) throw new ApiError(401, 'This session token was revoked. Please sign in again.');
}

/**
 * For public routes that tell staff more than visitors (registered with app.staffTokens): true
 * for a request carrying a valid staff token.
 */
export async function hasStaffSession(request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await request.jwtVerify({ clockTimestamp: request.server.now() });
  } catch {
    return false;
  }
  return isSessionValid(request.server.db, request.user);
}

const READS = new Set(['GET', 'HEAD']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A feature folder's staff routes (spec §7 'Admin'), registered as
     * `await app.register(app.staffRoutes(routes), options)`: every route in them needs a valid
     * staff session, and every successful write drops the public answer cache (of every instance)
     * before the answer leaves, so the public site shows the change to the very next request.
     */
    staffRoutes<Options extends object>(routes: FastifyPluginAsyncTypebox<Options>): FastifyPluginAsyncTypebox<Options>;
    /** Routes that issue or end staff tokens themselves (sign-in, sign-out): tokens, no session check. */
    staffTokens<Options extends object>(routes: FastifyPluginAsyncTypebox<Options>): FastifyPluginAsyncTypebox<Options>;
  }
}

/**
 * The one place staff authentication is applied. Tokens (@fastify/jwt) live only in the scopes
 * made here, never at the root: its request decorator would cost every public request.
 */
export default fp(
  async function staff(app: FastifyInstance, opts: { jwtSecret: string }) {
    const staffTokens = <Options extends object>(routes: FastifyPluginAsyncTypebox<Options>): FastifyPluginAsyncTypebox<Options> =>
      async (scope, routeOptions) => {
        await scope.register(adminTokens, { secret: opts.jwtSecret });
        await scope.register(routes, routeOptions);
      };
    app.decorate('staffTokens', staffTokens);
    app.decorate('staffRoutes', <Options extends object>(routes: FastifyPluginAsyncTypebox<Options>) =>
      staffTokens<Options>(async (scope, routeOptions) => {
        scope.addHook('onRequest', authenticate);
        await staffCompression(scope);
        scope.addHook('onSend', async (request, reply) => {
          if (!READS.has(request.method) && reply.statusCode < 300) await app.publicContentChanged();
        });
        await scope.register(routes, routeOptions);
      }),
    );
  },
  { name: 'staff', dependencies: ['database', 'cacheInvalidation'] },
);
