import { sql } from 'kysely';
import type { AnalyticsSummary, VisitorEvent } from '../../../shared/api/analytics.ts';
import { WEB_VITAL_NAMES } from '../../../shared/api/analytics.ts';
import { isSiteRoute, SITE_ROUTES } from '../../../shared/site-routes.ts';
import { nextTurn } from '../../db/batches.ts';
import type { Db } from '../../db/connect.ts';
import { agencyDay } from '../../../shared/agency-time.ts';
import { keyWithinDailyBound, OTHER_KEY } from './daily-bound.ts';
import { countFunnelStep, summarizeFunnel } from './funnel.ts';

const day = agencyDay;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The host of an outside referrer; none for our own pages, typed-in visits and non-web links. */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (!['http:', 'https:'].includes(url.protocol) || url.hostname === siteHost) return null;
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Stores one page view or web-vitals sample. Privacy by design: no cookie, no IP, no user agent;
 * the path loses its query string and fragment (they can carry e-mails or tokens, e.g. the
 * unsubscribe link) and the referrer keeps only its host.
 */
export async function recordVisitorEvent(db: Db, event: VisitorEvent, ctx: { siteHost: string; now: number }): Promise<void> {
  if (event.type === 'form_view') {
    await countFunnelStep(db, { form: event.form, source: event.source, step: 'view', now: ctx.now });
    return;
  }
  const path = event.path.split(/[?#]/)[0] || '/';
  // Staff using the dashboard are not visitors: their views would skew the site's figures.
  if (path === '/admin' || path.startsWith('/admin/')) return;
  const referrer = event.type === 'pageview' ? referrerHost(event.referrer, ctx.siteHost) : null;
  const today = day(ctx.now);
  // The raw event and its daily totals in one transaction: the panel reads the totals only.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('visitor_events')
      .values({
        type: event.type,
        path,
        referrer,
        name: event.type === 'vital' ? event.name : null,
        value: event.type === 'vital' ? event.value : null,
        day: today,
        created_at: ctx.now,
      })
      .execute();
    if (event.type === 'vital') {
      await countVital(trx, { name: event.name, day: today, units: Math.round(event.value * VITAL_SCALE(event.name)) });
      return;
    }
    await countView(trx, today, 'total', '');
    await countView(trx, today, 'path', path);
    if (referrer) await countView(trx, today, 'referrer', referrer);
  });
}

/** Vital values are counted in whole milliseconds; CLS (a score, not a time) in ten-thousandths. */
const VITAL_SCALE = (name: string) => (name === 'CLS' ? 10_000 : 1);

/**
 * Bounds on what a beacon can make up: a day counts at most this many pages and referrer hosts
 * (later new ones count as OTHER_KEY); the site's own routes always count as themselves.
 */
const KEYS_PER_DAY = { path: 200, referrer: 100 };

const countView = (db: Db, day: string, kind: 'total' | 'path' | 'referrer', key: string) => {
  const counted =
    kind === 'total' || (kind === 'path' && isSiteRoute(key))
      ? sql<string>`${key}`
      : keyWithinDailyBound({ table: 'visitor_daily', column: 'key', day: sql<boolean>`day = ${day} AND kind = ${kind}` }, key, KEYS_PER_DAY[kind]);
  return db
    .insertInto('visitor_daily')
    .columns(['day', 'kind', 'key', 'views'])
    .expression(
      db
        .selectNoFrom((eb) => [eb.val(day).as('day'), eb.val(kind).as('kind'), counted.as('key'), eb.lit(1).as('views')])
        // SQLite reads ON CONFLICT after a SELECT as a join's ON without a WHERE clause.
        .where(sql<boolean>`true`),
    )
    .onConflict((oc) => oc.columns(['kind', 'day', 'key']).doUpdateSet((eb) => ({ views: eb('visitor_daily.views', '+', 1) })))
    .execute();
};

const countVital = (db: Db, sample: { name: string; day: string; units: number }) =>
  db
    .insertInto('vital_daily')
    .values({ ...sample, samples: 1 })
    .onConflict((oc) => oc.columns(['name', 'day', 'units']).doUpdateSet((eb) => ({ samples: eb('vital_daily.samples', '+', 1) })))
    .execute();

const TOP = 10;

/** 75th percentile by the nearest-rank method over the counted values of the range. */
async function p75(db: Db, name: string, from: string, to: string): Promise<number | undefined> {
  const counted = await db
    .selectFrom('vital_daily')
    .select(['units', (eb) => eb.fn.sum<number>('samples').as('n')])
    .where('name', '=', name)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('units')
    .orderBy('units')
    .execute();
  const total = counted.reduce((sum, row) => sum + Number(row.n), 0);
  if (!total) return undefined;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  const at = counted.find((row) => (seen += Number(row.n)) >= rank)!;
  return Number(at.units) / VITAL_SCALE(name);
}

const PROJECT_PATH = /^\/projects\/([^/]+)$/;

/**
 * Staff read pages by name: a route of the site by its title, a project page by the project's
 * title ('/projects/<uuid>' says nothing). A path nobody names (removed project) stays a path.
 */
async function withTitles(db: Db, pages: { path: string; views: number }[]): Promise<AnalyticsSummary['topPages']> {
  const projectIds = pages.map(({ path }) => PROJECT_PATH.exec(path)?.[1]).filter((id): id is string => Boolean(id));
  const projects = projectIds.length ? await db.selectFrom('projects').select(['id', 'title']).where('id', 'in', projectIds).execute() : [];
  const projectTitles = new Map(projects.map((project) => [project.id, project.title]));
  const routeTitles = new Map<string, string>(SITE_ROUTES.map((route) => [route.path, route.title]));
  return pages.map((page) => {
    const projectId = PROJECT_PATH.exec(page.path)?.[1];
    const title = page.path === OTHER_KEY ? 'Other pages' : ((projectId ? projectTitles.get(projectId) : routeTitles.get(page.path)) ?? page.path);
    return { ...page, title };
  });
}

/** Top keys of one kind over the range by their summed daily views. */
const topOf = (db: Db, kind: 'path' | 'referrer', from: string, to: string) =>
  db
    .selectFrom('visitor_daily')
    .select(['key', (eb) => eb.fn.sum<number>('views').as('views')])
    .where('kind', '=', kind)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('key')
    .orderBy('views', 'desc')
    .orderBy('key')
    .limit(TOP)
    .execute();

/**
 * Page views per day, top pages and referrers, and the p75 of each web vital; both days
 * inclusive. Read from the daily totals (migration 008), never from the raw events.
 */
export async function summarize(db: Db, from: string, to: string): Promise<AnalyticsSummary> {
  const perDay = await db
    .selectFrom('visitor_daily')
    .select(['day', 'views'])
    .where('kind', '=', 'total')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const pages = await topOf(db, 'path', from, to);
  const referrers = await topOf(db, 'referrer', from, to);
  const vitalsP75: AnalyticsSummary['vitalsP75'] = {};
  for (const name of WEB_VITAL_NAMES) {
    const value = await p75(db, name, from, to);
    if (value !== undefined) vitalsP75[name] = value;
  }
  return {
    from,
    to,
    pageViewsPerDay: perDay.map((r) => ({ day: r.day, views: Number(r.views) })),
    topPages: await withTitles(
      db,
      pages.map((r) => ({ path: r.key, views: Number(r.views) })),
    ),
    referrers: referrers.map((r) => ({ referrer: r.key, views: Number(r.views) })),
    vitalsP75,
    funnel: await summarizeFunnel(db, from, to),
  };
}

/** Raw events are kept this long unless ANALYTICS_RETENTION_DAYS says otherwise; daily totals stay. */
export const DEFAULT_RETENTION_DAYS = 90;
const PRUNE_BATCH = 5_000;

/**
 * Deletes raw events older than the retention, a batch at a time with a turn of the event loop
 * between batches, so a first prune of a year of events never stalls visitors. The daily totals
 * stay. Returns how many events went.
 */
export async function pruneVisitorEvents(db: Db, retentionDays: number, now: number): Promise<number> {
  const before = now - retentionDays * DAY_MS;
  let removed = 0;
  for (;;) {
    const batch = db.selectFrom('visitor_events').select('id').where('created_at', '<', before).orderBy('created_at').limit(PRUNE_BATCH);
    const result = await db.deleteFrom('visitor_events').where('id', 'in', batch).executeTakeFirst();
    const n = Number(result.numDeletedRows);
    removed += n;
    if (n < PRUNE_BATCH) return removed;
    await nextTurn();
  }
}

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

export type RangeResult = { ok: true; from: string; to: string } | { ok: false; message: string };

/** The asked range, by default the last 30 days up to the agency's today. */
export function analyticsRange(query: { from?: string; to?: string }, now: number): RangeResult {
  const to = query.to ?? day(now);
  const from = query.from ?? day(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (from > to) return { ok: false, message: 'from must not be after to' };
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_RANGE_DAYS) {
    return { ok: false, message: `The range may span at most ${MAX_RANGE_DAYS} days` };
  }
  return { ok: true, from, to };
}
