import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ADDRESS_PATTERN } from '../../../shared/api/admin-auth.ts';
import { LINK_OR_PATH_PATTERN, SERIAL_ID_PATTERN, URL_PATTERN } from '../../../shared/api/common.ts';
import { UUID_PATTERN } from '../../../shared/api/leads.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { sendFailure } from './failure.ts';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, unavailablePage } from './unavailable-page.ts';

export interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema object the failing keyword belongs to, and the value it failed on (Ajv's verbose option). */
  parentSchema?: { type?: unknown; oneOf?: { properties?: Record<string, { const?: unknown }> }[] };
  data?: unknown;
}

/** The tags a tagged union (oneOf with a discriminator) takes, in its order. */
const tagsOf = (issue: ValidationIssue, tag: string) => (issue.parentSchema?.oneOf ?? []).map((kind) => String(kind.properties?.[tag]?.const));

/**
 * "body/email must match format "email"" -> "email must be a valid e-mail address". An entry of a
 * list of texts is named by its place counted from 1, as staff count lines ("features/2" ->
 * "features item 3"); a field inside a list's entry keeps its path (settings name those), and
 * so does an entry missing a field ("timelines.1.label is required").
 */
export function describeValidation(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path.replace(/\.(\d+)$/, (_, index: string) => ` item ${Number(index) + 1}`) || context;
  // `?limit=1&limit=2` arrives as a list: what is wrong is the repetition, not the type.
  if (context === 'querystring' && Array.isArray(issue.data) && issue.parentSchema?.type !== 'array') return `${field} is given more than once: give it once`;
  switch (issue.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${String(issue.params.missingProperty)} is required`;
    case 'format':
      return issue.params.format === 'email' ? `${field} must be a valid e-mail address` : `${field} must be a valid ${String(issue.params.format)}`;
    case 'minLength':
      return issue.params.limit === 1 ? `${field} is required` : `${field} must be at least ${String(issue.params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(issue.params.limit)} characters`;
    case 'maxItems':
      return `${field} may have at most ${String(issue.params.limit)} items`;
    case 'enum':
      return `${field} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    case 'discriminator': {
      const tag = `${path ? `${path}.` : ''}${String(issue.params.tag)}`;
      return issue.params.tagValue === undefined ? `${tag} is required` : `${tag} must be one of: ${tagsOf(issue, String(issue.params.tag)).join(', ')}`;
    }
    case 'pattern':
      if (field === 'otp') return 'otp must be exactly 6 digits';
      if (issue.params.pattern === UUID_PATTERN) return `${context === 'headers' ? `The ${field} header` : field} must be a UUID`;
      if (issue.params.pattern === LINK_OR_PATH_PATTERN) return `${field} must be an https:// or http:// address or a path on this site (/...)`;
      if (issue.params.pattern === URL_PATTERN) return `${field} must be an https:// or http:// address with a host`;
      if (issue.params.pattern === SERIAL_ID_PATTERN) return `${field} must be a whole number from 1, as the list gives it`;
      if (issue.params.pattern === STAFF_ADDRESS_PATTERN) return `${field} must be a staff account's address, such as admin@localhost`;
      return /(phone|whatsapp)$/i.test(field) ? `${field} may hold only digits, spaces and + - ( ) .` : `${field} has an invalid format`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/**
 * A body of a type no parser in the route's scope takes: the type it came as (the media type only,
 * cut short) and the one to send, multipart where the route takes uploads, JSON everywhere else.
 */
function unsupportedBody(request: FastifyRequest, reply: FastifyReply): string {
  const wanted = reply.server.hasContentTypeParser('multipart/form-data') ? 'multipart/form-data' : 'application/json';
  const sent = (request.headers['content-type'] ?? '').split(';')[0].trim().slice(0, 100);
  return sent ? `The body's Content-Type (${sent}) is not accepted here: send ${wanted}` : `The request has a body but no Content-Type: send ${wanted}`;
}

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');

/**
 * The database is away (design §11): a 503 the client may retry, the site's own page for a page
 * and the API's error shape for the rest. A fault outside this request's control, so a warning.
 */
function answerUnavailable(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, error: Error) {
  app.log.warn({ reqId: request.id, method: request.method, url: request.url, error: String(error) }, 'Database unavailable');
  reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).header('Cache-Control', 'no-store');
  if (isPageRequest(request)) return reply.type('text/html; charset=utf-8').send(unavailablePage);
  return reply.send({ success: false, message: UNAVAILABLE_MESSAGE });
}

/** Every error answers { success: false, message }; a 5xx never shows internals (design §4). */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) return answerUnavailable(app, request, reply, error);
    if (error.validation?.length) {
      const message = describeValidation(error.validation[0] as ValidationIssue, error.validationContext ?? 'request');
      return reply.code(400).send({ success: false, message });
    }
    if (error instanceof ApiError) return sendFailure(reply, error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      app.log.error({ err: error, reqId: request.id, method: request.method, url: request.url }, 'Request failed');
      return reply.code(status).send({ success: false, message: 'Something went wrong on our side. Please try again later.' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? unsupportedBody(request, reply)
            : error.message;
    return reply.code(status).send({ success: false, message });
  });
});
