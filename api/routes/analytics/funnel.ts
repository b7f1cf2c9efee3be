import { sql } from 'kysely';
import { FUNNEL_STEPS, type AnalyticsSummary, type FunnelStep } from '../../../shared/api/analytics.ts';
import { OTP_FLOW_TYPES, type OtpFlow } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { agencyDay } from '../../../shared/agency-time.ts';
import { wholeLettersWithin } from '../../../shared/whole-letters.ts';
import { keyWithinDailyBound, OTHER_KEY } from './daily-bound.ts';

/**
 * Bounds on visit sources, which any visitor can make up (a beacon's `source` is theirs to write):
 * a source is kept to SOURCE_MAX characters, a day counts at most SOURCES_PER_DAY of them (later
 * new ones count as OTHER_KEY), and the summary names the SOURCES_SHOWN busiest of its period.
 */
const SOURCE_MAX = 40;
const SOURCES_PER_DAY = 50;
const SOURCES_SHOWN = 20;

/**
 * A visit source as the funnel counts it: the utm_source, or the referring site's host, as the
 * page noted it (web/src/lib/visitSource.ts), lower-cased; a URL gives its host, without `www.`;
 * characters beyond letters of any script (with their marks), digits, `.`, `_` and `-` become
 * `-`; cut between whole letters.
 */
export function funnelSource(raw: string | null | undefined): string {
  let source = (raw ?? '').trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(source)) source = URL.canParse(source) ? new URL(source).hostname : '';
  const kept = source
    .replace(/^www\./, '')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return wholeLettersWithin(kept, SOURCE_MAX).replace(/-+$/, '');
}

export interface FunnelStepReached {
  form: OtpFlow;
  /** The visit's source ('' or none when it had none). */
  source?: string | null;
  step: FunnelStep;
  now: number;
}

interface FunnelCounter {
  day: string;
  form: OtpFlow;
  source: string;
  step: FunnelStep;
  count: number;
}

/**
 * `counter.count` more visitors reached a step (issue 18): one conditional upsert, so parallel
 * requests never lose a count. A source new to the day once the day has SOURCES_PER_DAY is counted
 * as OTHER_KEY (keyWithinDailyBound).
 */
async function addToCounter(db: Db, { day, form, source, step, count }: FunnelCounter): Promise<void> {
  const counted = keyWithinDailyBound({ table: 'form_funnel_daily', column: 'source', day: sql<boolean>`day = ${day}` }, source, SOURCES_PER_DAY);
  await db
    .insertInto('form_funnel_daily')
    .columns(['day', 'form', 'source', 'step', 'count'])
    .expression(
      db
        .selectNoFrom((eb) => [eb.val(day).as('day'), eb.val(form).as('form'), counted.as('source'), eb.val(step).as('step'), eb.lit(count).as('count')])
        // SQLite reads ON CONFLICT after a SELECT as a join's ON without a WHERE clause.
        .where(sql<boolean>`true`),
    )
    .onConflict((oc) => oc.columns(['day', 'form', 'source', 'step']).doUpdateSet((eb) => ({ count: eb('form_funnel_daily.count', '+', eb.ref('excluded.count')) })))
    .execute();
}

/**
 * Visitors reached steps of forms' funnels. Steps of one group commit (a batch of leads) are summed
 * per counter first, so a batch costs a statement per counter it touches, not one per lead.
 */
export async function countFunnelSteps(db: Db, steps: readonly FunnelStepReached[]): Promise<void> {
  const counters = new Map<string, FunnelCounter>();
  for (const reached of steps) {
    const counter = { day: agencyDay(reached.now), form: reached.form, source: funnelSource(reached.source), step: reached.step, count: 1 };
    const key = JSON.stringify([counter.day, counter.form, counter.source, counter.step]);
    const counted = counters.get(key);
    if (counted) counted.count += 1;
    else counters.set(key, counter);
  }
  for (const counter of counters.values()) await addToCounter(db, counter);
}

/** One visitor reached `step` of `form`'s funnel. */
export const countFunnelStep = (db: Db, step: FunnelStepReached): Promise<void> => countFunnelSteps(db, [step]);

type Counts = Record<FunnelStep, number>;
const noCounts = (): Counts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Counts;

/** The SOURCES_SHOWN busiest sources (by views), the rest added into OTHER_KEY. */
function busiest(bySource: Map<string, Counts>): Map<string, Counts> {
  const sorted = [...bySource].sort(([a, x], [b, y]) => y.view - x.view || a.localeCompare(b));
  const shown = new Map(sorted.filter(([source]) => source !== OTHER_KEY).slice(0, SOURCES_SHOWN));
  for (const [source, counts] of sorted) {
    if (shown.has(source)) continue;
    const other = shown.get(OTHER_KEY) ?? shown.set(OTHER_KEY, noCounts()).get(OTHER_KEY)!;
    for (const name of FUNNEL_STEPS) other[name] += counts[name];
  }
  return shown;
}


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
      bySource: [...busiest(bySource)].map(([source, counts]) => ({ source, steps: counts })).sort((a, b) => b.steps.view - a.steps.view || a.source.localeCompare(b.source)),
      byDay: [...byDay].map(([day, counts]) => ({ day, steps: counts })).sort((a, b) => a.day.localeCompare(b.day)),
    };
  });
}
