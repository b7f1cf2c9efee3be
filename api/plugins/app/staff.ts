import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionValid } from '../../services/admins.ts';

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
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, now } = request.server;
  try {
    await request.jwtVerify({ clockTimestamp: now() });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return reply.code(401).send({ success: false, message: REASONS[code] ?? 'Invalid token. Please sign in again.' });
  }
  if (!(await isSessionValid(db, request.user))) {
    return reply.code(401).send({ success: false, message: 'This session token was revoked. Please sign in again.' });
  }
}
