import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin passes to a store for a route; its types leave out routeInfo and groupId. */
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * A @fastify/rate-limit store whose counters live in the database, so every instance behind the
 * proxy counts the same visitor together (design §10). One statement per request both counts
 * and, when the window has passed, starts a new one: parallel requests on any instance can
 * never all read the same old count.
 */
export function databaseRateLimitStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;

    constructor(options: object = {}) {
      const { routeInfo, groupId } = options as RouteOptions;
      const { method, url } = routeInfo ?? {};
      this.scope = groupId ?? `${[method].flat().join(',')} ${url ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const expired = sql<boolean>`rate_limits.window_start + ${timeWindow} <= ${at}`;
      db.insertInto('rate_limits')
        .values({ key: `${this.scope}|${key}`, count: 1, window_start: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
            window_start: sql<number>`CASE WHEN ${expired} THEN ${at} ELSE rate_limits.window_start END`,
          }),
        )
        .returning(['count', 'window_start'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.count, ttl: Math.max(0, row.window_start + timeWindow - at) }),
          (error: Error) => callback(error),
        );
    }

    child(options: object) {
      return new DatabaseRateLimitStore(options);
    }
  };
}

/** Windows long over are dropped now and then, so the table stays as small as its traffic. */
export async function dropOldRateLimits(db: Db, olderThan: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThan).execute();
}
