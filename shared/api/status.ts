import { Type, type Static } from 'typebox';

export const MaintenanceAnswer = Type.Object({ success: Type.Literal(true), maintenance: Type.Boolean() });

/** GET /api/health: liveness for anyone; the database and mail queue only for staff. */
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
