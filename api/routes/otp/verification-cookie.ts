import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VERIFICATION_TTL_MS } from '../../../shared/constants.ts';

const COOKIE = 'verified_browser';

/** The browser id from the signed cookie, or undefined when absent or tampered with. */
export function readBrowserId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/**
 * A fresh id for this browser on every successful verification (never the one it came with, which
 * someone else may have planted), in the HttpOnly cookie for 24 hours.
 */
export function issueBrowserId(reply: FastifyReply, secure: boolean): string {
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: VERIFICATION_TTL_MS / 1000,
  });
  return id;
}
