import { AGENCY_TIME_ZONE, agencyDay } from '../../../../shared/agency-time';

/**
 * Dates as staff in India read them, e.g. 23 Nov 2026, on the agency's clock whatever the
 * computer's time zone (a laptop set to UTC, staff abroad), so a list dates a lead as the
 * analytics, "due today" and the exports do; an unreadable value is shown as is.
 */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-IN', {
    timeZone: AGENCY_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

/**
 * India's offset from UTC: one all year, no summer time. Kept here rather than beside the agency's
 * zone in shared/agency-time.ts, whose module the public pages load: only the admin needs it.
 */
const AGENCY_UTC_OFFSET = '+05:30';

/**
 * The instant the agency's day YYYY-MM-DD begins: its midnight in India, whatever the zone of the
 * computer asking (a day picked in a filter is the day the lists show).
 */
export const agencyDayStart = (day: string): number => Date.parse(`${day}T00:00:00${AGENCY_UTC_OFFSET}`);

/** File sizes in the unit people expect: 512 B, 12.4 KB, 3.1 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A moment kept as milliseconds (history, audit log), with its time of day. */
export const formatMoment = (at: number): string => formatDate(new Date(at).toISOString(), true);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long something has waited (a data request): 'today', '1 day', '12 days', counted in the
 * agency's days, as its lists date it: a request from 23:00 last night in India is a day old at
 * 10:00, not "today".
 */
export function formatAge(at: number, now = Date.now()): string {
  const days = Math.round((agencyDayStart(agencyDay(now)) - agencyDayStart(agencyDay(at))) / DAY_MS);
  if (days < 1) return 'today';
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** A day in a table, short: '26 Nov' this year, '26 Nov 2025' another; an unreadable value as is. */
export function formatShortDate(value: string, now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const sameYear = agencyDay(date).slice(0, 4) === agencyDay(now).slice(0, 4);
  return date.toLocaleDateString('en-IN', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}
