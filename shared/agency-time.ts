/**
 * The agency works in India: its days turn over at midnight there, not at UTC midnight. Analytics
 * and funnel days, "due today" in the pipeline, and the dates in mails and on posts are its days.
 */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

/** India's offset from UTC, the same all year: no daylight saving since 1945. */
const AGENCY_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Short month names as India's English writes them (CLDR's en-IN: "Sept", not "Sep"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * The agency's calendar day of an instant as readers in India write it: 3 Nov 2026. What
 * `toLocaleDateString('en-IN', …)` in India's time zone says, without Intl: a browser's first
 * Intl formatter loads locale and time-zone data (about 20 ms of hydration on the 2-core build
 * machine, 72-79 ms at Lighthouse's 4x slowdown), and the server and every browser then render
 * one and the same text.
 */
export function agencyDateLabel(at: number | Date | string): string {
  const instant = typeof at === 'string' ? Date.parse(at) : Number(at);
  const local = new Date(instant + AGENCY_UTC_OFFSET_MS);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

let dayParts: Intl.DateTimeFormat | undefined;

/** The agency's calendar day of an instant, as YYYY-MM-DD. */
export function agencyDay(at: number | Date): string {
  dayParts ??= new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const part = Object.fromEntries(dayParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}

let timeParts: Intl.DateTimeFormat | undefined;

/**
 * The agency's wall-clock time of an instant, as YYYY-MM-DD HH:MM:SS (24-hour): how a spreadsheet
 * reads a date and time, and on the agency's day (a lead at 00:10 in India is of that day).
 */
export function agencyDateTime(at: number | Date): string {
  timeParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(timeParts.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
