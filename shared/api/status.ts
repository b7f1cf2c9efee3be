import { Type, type Static } from 'typebox';

export const MaintenanceAnswer = Type.Object({ success: Type.Literal(true), maintenance: Type.Boolean() });

/**
 * GET /api/health/live: this process takes requests (503 only while it drains before a stop).
 * What a proxy and a container health check ask: a database outage does not fail it, so the
 * instances stay in rotation and serve the pages they hold (docs/deploy.md).
 */
export const LiveAnswer = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('draining')]),
});

/**
 * GET /api/health: the server's health for monitoring (503 'degraded' while the database is
 * away, 503 'draining' while it stops); the database and mail queue only for staff.
 */
export const HealthAnswer = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('draining')]),
  database: Type.Optional(Type.Literal('ok')),
  mail: Type.Optional(
    Type.Object({
      mode: Type.String(),
      queued: Type.Integer(),
      sending: Type.Integer(),
      sent: Type.Integer(),
      failed: Type.Integer(),
    }),
  ),
});
export type HealthAnswer = Static<typeof HealthAnswer>;
