import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginAnswer, LoginBody } from '../../../shared/api/admin-auth.ts';
import { Failure, Ok } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { networkOf } from '../../plugins/app/limits.ts';
import { authenticate } from '../../plugins/app/staff.ts';
import { attemptLogin, revokeTokens } from '../../services/admins.ts';

/** Staff sign-in and sign-out (spec §7 'Admin', design §7). */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: { body: LoginBody, response: { 200: LoginAnswer, 400: Failure, 401: Failure, 429: Failure } },
      config: { rateLimit: app.limits.login },
    },
    async (request) => {
      const result = await attemptLogin(app.db, { ...request.body, ip: networkOf(request.ip), now: app.now() });
      if (result.ok) {
        const token = app.jwt.sign(result.session, { clockTimestamp: app.now() });
        const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
        return { success: true as const, token, expiresAt: new Date(exp * 1000).toISOString() };
      }
      if (result.reason === 'throttled') {
        const seconds = result.retryAfterSeconds;
        throw new ApiError(429, `Too many failed sign-ins. Please try again in ${seconds} seconds.`, { 'Retry-After': seconds });
      }
      throw new ApiError(401, 'Invalid credentials. Please try again.');
    },
  );

  app.post(
    '/api/admin/logout',
    { onRequest: authenticate, schema: { response: { 200: Ok, 401: Failure } } },
    async (request) => {
      await revokeTokens(app.db, request.user.sub, app.now());
      return { success: true as const, message: 'Signed out' };
    },
  );
};

/** Sign-in issues tokens and sign-out checks one itself: a scope with tokens, no session check. */
const adminAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffTokens(signInRoutes));
};

export default adminAuthRoutes;
