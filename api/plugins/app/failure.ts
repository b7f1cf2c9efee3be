import type { FastifyReply } from 'fastify';
import type { ApiError } from '../../../shared/api/errors.ts';

/**
 * The API's one error answer (design §4), for a failure a route or hook threw as `ApiError`
 * (the error handler calls this) and for the few places that answer outside the handler chain.
 */
export const sendFailure = (reply: FastifyReply, failure: ApiError): FastifyReply =>
  reply.code(failure.status).headers(failure.headers).send({ success: false, message: failure.message });
