/** The analytics window as ISO days (UTC, both inclusive): the last `days` days up to today. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
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
