import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../../../shared/api/errors.ts';
import { API_HEADERS } from '../external/helmet.ts';
import { sendFailure } from './failure.ts';

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * Fastify's `rewriteUrl`: the request target as the router should see it (`originForm`, then
 * `pageWithBrokenEscapes`).
 */
export const routableUrl = (request: IncomingMessage): string => pageWithBrokenEscapes(originForm(request));

/**
 * An absolute-form request target (`GET http://host/api/x`, which HTTP allows) becomes
 * origin-form (`/api/x`), so every check on `request.url` (API headers, no-store for staff
 * answers, the not-found handler) sees the path the router routes.
 */
function originForm(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (url.startsWith('/')) return url;
  const rest = url.replace(ABSOLUTE_FORM, '');
  if (rest === url) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A page address whose %-escapes do not decode is one the site never links: most often a shared
 * link cut off in the middle of a letter (a Devanagari slug is three escapes a letter). Its `%`
 * signs are escaped, so the router takes them as text and the visitor gets the site's Page Not
 * Found page (404) rather than an error in the API's shape; an API call keeps its 400 naming
 * what is wrong (`frameworkError`).
 */
function pageWithBrokenEscapes(url: string): string {
  if (url.startsWith('/api/') || !url.includes('%')) return url;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll('%', '%25') + url.slice(path.length);
  }
}

/**
 * The longest path segment a route parameter may be, decoded (the router's default is 100): above
 * an e-mail address (254, `/api/admin/people/:email`) and a post's slug, so a route's own schema
 * names a value that is too long rather than the router refusing the URL.
 */
export const MAX_PATH_PARAMETER_LENGTH = 300;
export const PART_TOO_LONG = `The URL is not valid: a part of its path is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`;

/**
 * Whether a path has a part longer than a route parameter may be. The router says so itself
 * unless a wildcard route (the site's static files) took the path first and found no file.
 */
export const hasPartTooLong = (path: string) => path.split('/').some((part) => part.length > MAX_PATH_PARAMETER_LENGTH);

/** A % not followed by two hexadecimal digits. */
const BROKEN_ESCAPE = /%(?![\da-f]{2})/i;

/** Why the router could not decode a URL: a broken escape, or escapes that are not UTF-8 (`%E0%A4`, half a letter). */
const badUrlMessage = (url: string) =>
  BROKEN_ESCAPE.test(url)
    ? 'The URL is not valid: a % must be followed by two hexadecimal digits'
    : 'The URL is not valid: its %-escapes do not spell UTF-8 text';

/**
 * Fastify's `frameworkErrors` (a malformed URL, before any route): the API's error shape. Fastify
 * answers these without running any hook, so the API's security headers are set here.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(API_HEADERS);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? badUrlMessage(request.url)
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? PART_TOO_LONG
        : 'The request URL cannot be handled';
  void sendFailure(reply, new ApiError(400, message));
}
