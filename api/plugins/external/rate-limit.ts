import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../../shared/api/errors.ts';
import { runInBackground } from '../app/background-jobs.ts';
import { databaseRateLimitStore, dropOldRateLimits } from './rate-limit-store.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Registered without a global limit: each public POST names its own limit in its route config.
 * The answer keeps the API's error shape and the plugin's Retry-After header.
 *
 * Counters live in this process's memory, unless `shared`: then in the database, so several
 * instances count each visitor together (docs/postgresql.md). One SQLite process needs no
 * shared counters, and memory spares every rate-limited request a durable write.
 */
export default fp(async function rateLimits(app: FastifyInstance, opts: { shared: boolean }) {
  await app.register(rateLimit, {
    global: false,
    ...(opts.shared && { store: databaseRateLimitStore(app.db, app.now) }),
    // Thrown by the plugin after it has set Retry-After.
    errorResponseBuilder: (_request, context) => new ApiError(429, `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  if (opts.shared) {
    runInBackground(app, { name: 'Rate limit sweep', everyMs: HOUR_MS, run: () => dropOldRateLimits(app.db, app.now() - DAY_MS) });
  }
});
