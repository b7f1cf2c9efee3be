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

export interface AnalyticsSummary {
  from: string;
  to: string;
  pageViewsPerDay: { day: string; views: number }[];
  topPages: { path: string; views: number }[];
  referrers: { referrer: string; views: number }[];
  vitalsP75: Partial<Record<(typeof WEB_VITAL_NAMES)[number], number>>;
}
