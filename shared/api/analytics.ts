import { Type, type Static } from 'typebox';
import { Text } from './common.ts';

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FID', 'FCP', 'TTFB'] as const;

/** What the site sends with navigator.sendBeacon to POST /api/visitors. No cookie, no IP kept. */
export const VisitorEvent = Type.Union([
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
]);
export type VisitorEvent = Static<typeof VisitorEvent>;

export const AnalyticsSummary = Type.Object({
  from: Type.String(),
  to: Type.String(),
  pageViewsPerDay: Type.Array(Type.Object({ day: Type.String(), views: Type.Number() })),
  /** `title`: the page's title, or its path when nothing names it. */
  topPages: Type.Array(Type.Object({ path: Type.String(), title: Type.String(), views: Type.Number() })),
  referrers: Type.Array(Type.Object({ referrer: Type.String(), views: Type.Number() })),
  vitalsP75: Type.Partial(Type.Record(Type.Enum(WEB_VITAL_NAMES), Type.Number())),
});
export type AnalyticsSummary = Static<typeof AnalyticsSummary>;
