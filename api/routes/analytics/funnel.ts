import { FUNNEL_STEPS, type AnalyticsSummary, type FunnelStep } from '../../../shared/api/analytics.ts';
import { OTP_FLOW_TYPES, type OtpFlow } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { analyticsDay } from './days.ts';

/**
 * One visitor reached `step` of `form`'s funnel (issue 18): one conditional upsert, so parallel
 * requests never lose a count. `source` is the visit's source ('' when it had none).
 */
export async function countFunnelStep(db: Db, step: { form: OtpFlow; source?: string | null; step: FunnelStep; now: number }): Promise<void> {
  await db
    .insertInto('form_funnel_daily')
    .values({ day: analyticsDay(step.now), form: step.form, source: step.source?.trim() ?? '', step: step.step, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'form', 'source', 'step']).doUpdateSet((eb) => ({ count: eb('form_funnel_daily.count', '+', 1) })))
    .execute();
}

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
