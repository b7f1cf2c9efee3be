import { agencyDay } from '../../../../shared/agency-time';

/** The analytics window as ISO days (both inclusive): the last `days` days up to the agency's today. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = agencyDay(now);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** Fills days without views with 0 so the chart shows gaps as gaps, not as missing bars. */
export function everyDay(from: string, to: string, views: { day: string; views: number }[]): { day: string; views: number }[] {
  const byDay = new Map(views.map((entry) => [entry.day, entry.views]));
  const days: { day: string; views: number }[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    const key = day.toISOString().slice(0, 10);
    days.push({ day: key, views: byDay.get(key) ?? 0 });
    if (days.length > 366) break; // a malformed range must not loop for ever
  }
  return days;
}
