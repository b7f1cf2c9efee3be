import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../../shared/api/errors.ts';

// discriminator: a tagged union reports the errors of the kind its tag names. verbose: an error
// carries its schema, so an unknown tag is answered with the tags there are (errors.ts).
const base: Options = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false, discriminator: true, verbose: true };

/**
 * Bodies are validated as sent: a number where text belongs is a 400, not silently converted.
 * Query strings and path params arrive as text, so only they are coerced (limit=6 -> 6).
 */
function createAjv(options: Options) {
  const ajv = new Ajv({ ...base, ...options });
  addFormats.default(ajv, ['uri', 'date', 'date-time']);
  ajv.addFormat('email', isDeliverableAddress);
  return ajv;
}

const addressShape = addFormats.default.get('email', 'full') as RegExp;

/**
 * An address a mail server will take: ajv-formats' shape, within SMTP's limits of 64 characters
 * before the @ and 63 per name between dots (RFC 5321 §4.5.3.1), which its pattern leaves open,
 * so a code is never queued for an address no server delivers to.
 */
function isDeliverableAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  return addressShape.test(address) && at <= 64 && address.slice(at + 1).split('.').every((label) => label.length <= 63);
}

function trimStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.trim();
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => trimStrings(item, depth + 1));
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) object[key] = trimStrings(object[key], depth + 1);
  return object;
}

/**
 * The name of the first field whose text holds a NUL character, which PostgreSQL cannot store
 * in text (and no form has a reason to send): such a request is refused before any query.
 */
function fieldWithNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = fieldWithNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A page of the site: its path and query only choose what to render, so a NUL in them is left
     * for the page to answer as Page Not Found rather than as an API error.
     */
    sitePage?: boolean;
  }
}

export default fp(async function validation(app: FastifyInstance) {
  // Bodies are JSON (or a scope's own types, such as uploads). Fastify would also read text/plain,
  // what fetch sends for a string body given no Content-Type, as a bare string, answered with a
  // puzzling 'body must be object'; it answers 415 naming the type to send instead. The visitor
  // beacon's scope reads text/plain itself (sendBeacon sends it).
  app.removeContentTypeParser('text/plain');
  const bodyAjv = createAjv({ coerceTypes: false });
  const textAjv = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema),
  );
  // Strings are trimmed before validation, so "   " fails a required field (design §4).
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body && typeof request.body === 'object') trimStrings(request.body);
    const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
    if (field !== undefined && request.routeOptions.config.sitePage) return done();
    done(field === undefined ? undefined : new ApiError(400, `${field || 'The request'} must not contain NUL characters`));
  });
});
