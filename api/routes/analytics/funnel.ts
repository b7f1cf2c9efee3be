import { FUNNEL_STEPS, type AnalyticsSummary, type FunnelStep } from '../../../shared/api/analytics.ts';
import { OTP_FLOW_TYPES, type OtpFlow } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { analyticsDay } from './days.ts';

export interface FunnelStepReached {
  form: OtpFlow;
  /** The visit's source ('' or none when it had none). */
  source?: string | null;
  step: FunnelStep;
  now: number;
}

/**
 * Visitors reached steps of forms' funnels (issue 18): one conditional upsert adding each day,
 * form, source and step's count, so parallel requests never lose a count. Several steps (leads
 * written by one group commit) are summed per counter first: one statement, each row once.
 */
export async function countFunnelSteps(db: Db, steps: readonly FunnelStepReached[]): Promise<void> {
  const counters = new Map<string, { day: string; form: OtpFlow; source: string; step: FunnelStep; count: number }>();
  for (const reached of steps) {
    const row = { day: analyticsDay(reached.now), form: reached.form, source: reached.source?.trim() ?? '', step: reached.step, count: 1 };
    const key = JSON.stringify([row.day, row.form, row.source, row.step]);
    const counted = counters.get(key);
    if (counted) counted.count += 1;
    else counters.set(key, row);
  }
  await db
    .insertInto('form_funnel_daily')
    .values([...counters.values()])
    .onConflict((oc) => oc.columns(['day', 'form', 'source', 'step']).doUpdateSet((eb) => ({ count: eb('form_funnel_daily.count', '+', eb.ref('excluded.count')) })))
    .execute();
}

/** One visitor reached `step` of `form`'s funnel. */
export const countFunnelStep = (db: Db, step: FunnelStepReached): Promise<void> => countFunnelSteps(db, [step]);

type Counts = Record<FunnelStep, number>;
const noCounts = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Counts;

/** Each form's funnel over the days from..to: in total, per visit source (busiest first) and per day. */
export async function summarizeFunnel(db: Db, from: string, to: string): Promise<AnalyticsSummary['funnel']> {
  const rows = await db
    .selectFrom('form_funnel_daily')
    .select(['day', 'form', 'source', 'step', 'count'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return OTP_FLOW_TYPES.map((form) => {
    const steps = noCounts();
    const bySource = new Map<string, Counts>();
    const byDay = new Map<string, Counts>();
    for (const row of rows.filter((r) => r.form === form)) {
      const n = Number(row.count);
      steps[row.step] += n;
      (bySource.get(row.source) ?? bySource.set(row.source, noCounts()).get(row.source)!)[row.step] += n;
      (byDay.get(row.day) ?? byDay.set(row.day, noCounts()).get(row.day)!)[row.step] += n;
    }
    return {
      form,
      steps,
      bySource: [...bySource].map(([source, counts]) => ({ source, steps: counts })).sort((a, b) => b.steps.view - a.steps.view || a.source.localeCompare(b.source)),
      byDay: [...byDay].map(([day, counts]) => ({ day, steps: counts })).sort((a, b) => a.day.localeCompare(b.day)),
    };
  });
}
