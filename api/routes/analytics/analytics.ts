import type { AnalyticsSummary, VisitorEvent } from '../../../shared/api/analytics.ts';
import { WEB_VITAL_NAMES } from '../../../shared/api/analytics.ts';
import { SITE_ROUTES } from '../../../shared/site-routes.ts';
import type { Db } from '../../db/connect.ts';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

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
  const path = event.path.split(/[?#]/)[0] || '/';
  // Staff using the dashboard are not visitors: their views would skew the site's figures.
  if (path === '/admin' || path.startsWith('/admin/')) return;
  await db
    .insertInto('visitor_events')
    .values({
      type: event.type,
      path,
      referrer: event.type === 'pageview' ? referrerHost(event.referrer, ctx.siteHost) : null,
      name: event.type === 'vital' ? event.name : null,
      value: event.type === 'vital' ? event.value : null,
      day: day(ctx.now),
      created_at: ctx.now,
    })
    .execute();
}

const TOP = 10;

/** 75th percentile by the nearest-rank method, computed in SQLite on the (name, day, value) index. */
async function p75(db: Db, name: string, from: string, to: string): Promise<number | undefined> {
  const inRange = db
    .selectFrom('visitor_events')
    .where('type', '=', 'vital')
    .where('name', '=', name)
    .where('day', '>=', from)
    .where('day', '<=', to);
  const { n } = await inRange.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (!Number(n)) return undefined;
  const rank = Math.ceil(0.75 * Number(n));
  const row = await inRange.select('value').orderBy('value').limit(1).offset(rank - 1).executeTakeFirstOrThrow();
  return row.value ?? undefined;
}

/** Page views per day, top pages and referrers, and the p75 of each web vital; both days inclusive. */
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
    const title = (projectId ? projectTitles.get(projectId) : routeTitles.get(page.path)) ?? page.path;
    return { ...page, title };
  });
}

export async function summarize(db: Db, from: string, to: string): Promise<AnalyticsSummary> {
  const views = db
    .selectFrom('visitor_events')
    .where('type', '=', 'pageview')
    .where('day', '>=', from)
    .where('day', '<=', to);
  const perDay = await views
    .select(['day', (eb) => eb.fn.countAll<number>().as('views')])
    .groupBy('day')
    .orderBy('day')
    .execute();
  const pages = await views
    .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(TOP)
    .execute();
  const referrers = await views
    .where('referrer', 'is not', null)
    .select(['referrer', (eb) => eb.fn.countAll<number>().as('views')])
    .groupBy('referrer')
    .orderBy('views', 'desc')
    .orderBy('referrer')
    .limit(TOP)
    .execute();
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
      pages.map((r) => ({ path: r.path, views: Number(r.views) })),
    ),
    referrers: referrers.map((r) => ({ referrer: r.referrer!, views: Number(r.views) })),
    vitalsP75,
  };
}

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RangeResult = { ok: true; from: string; to: string } | { ok: false; message: string };

/** The asked range, by default the last 30 days up to today (UTC). */
export function analyticsRange(query: { from?: string; to?: string }, now: number): RangeResult {
  const to = query.to ?? day(now);
  const from = query.from ?? day(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (from > to) return { ok: false, message: 'from must not be after to' };
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_RANGE_DAYS) {
    return { ok: false, message: `The range may span at most ${MAX_RANGE_DAYS} days` };
  }
  return { ok: true, from, to };
}
