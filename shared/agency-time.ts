/**
 * The agency works in India: its days turn over at midnight there, not at UTC midnight. Analytics
 * and funnel days, "due today" in the pipeline, and the dates in mails and on posts are its days.
 */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

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
