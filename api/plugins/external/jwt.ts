import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminSession } from '../../services/admins.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AdminSession;
    user: AdminSession;
  }
}

export const ADMIN_TOKEN_TTL = '12h';

/** Staff tokens: HS256 only, on signing and on checking, so no token can pick its own algorithm. */
export default fp(async function adminTokens(app: FastifyInstance, opts: { secret: string }) {
  await app.register(jwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', expiresIn: ADMIN_TOKEN_TTL },
    // Every token this app signs has an expiry; one without (signed elsewhere with the secret)
    // would never end, so it is refused.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
});
