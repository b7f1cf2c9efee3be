import { Type, type Static } from 'typebox';
import { OTP_FLOW_TYPES, VISIT_SOURCE_MAX } from '../constants.ts';
import { Text } from './common.ts';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FID', 'FCP', 'TTFB'] as const;

/** The steps of a form's funnel (issue 18), in the order a visitor goes through them. */
export const FUNNEL_STEPS = ['view', 'code_sent', 'code_verified', 'submitted'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
const FunnelCounts = Type.Record(Type.Enum(FUNNEL_STEPS), Type.Number());

const VisitorEvents = Type.Union([
  Type.Object({
    type: Type.Literal('pageview'),
    path: Text(300, 1),
    referrer: Type.Optional(Text(500)),
  }),
  Type.Object({
    type: Type.Literal('vital'),
    path: Text(300, 1),
    name: Type.Enum(WEB_VITAL_NAMES),
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
  }),
  // A quote or contact form was shown: the top of its funnel, counted by the visit's source.
  Type.Object({
    type: Type.Literal('form_view'),
    form: Type.Enum(OTP_FLOW_TYPES),
    source: Type.Optional(Text(VISIT_SOURCE_MAX)),
  }),
]);
/**
 * What the site sends with navigator.sendBeacon to POST /api/visitors. No cookie, no IP kept.
 * Tagged by `type` (a oneOf with a discriminator): a bad event is told what is wrong with its own
 * kind ("value must be <= 600000"), not that its type is not the first kind's.
 */
export const VisitorEvent = Type.Unsafe<Static<typeof VisitorEvents>>({
  // Checked first: Ajv's discriminator reads the tag without asking whether there is an object.
  type: 'object',
  oneOf: VisitorEvents.anyOf,
  discriminator: { propertyName: 'type' },
});
export type VisitorEvent = Static<typeof VisitorEvent>;

export const AnalyticsSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  pageViewsPerDay: Type.Array(Type.Object({ day: Type.String(), views: Type.Number() })),
  /** `title`: the page's title, or its path when nothing names it. */
  topPages: Type.Array(Type.Object({ path: Type.String(), title: Type.String(), views: Type.Number() })),
  referrers: Type.Array(Type.Object({ referrer: Type.String(), views: Type.Number() })),
  vitalsP75: Type.Partial(Type.Record(Type.Enum(WEB_VITAL_NAMES), Type.Number())),
  /** Per form: visitors at each step in the period, then per visit source ('' for none) and per day. */
  funnel: Type.Array(
    Type.Object({
      form: Type.Enum(OTP_FLOW_TYPES),
      steps: FunnelCounts,
      bySource: Type.Array(Type.Object({ source: Type.String(), steps: FunnelCounts })),
      byDay: Type.Array(Type.Object({ day: Type.String(), steps: FunnelCounts })),
    }),
  ),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;

/** GET /api/analytics and /api/admin/analytics; both days inclusive, UTC. Default: the last 30 days. */
export const AnalyticsQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;
