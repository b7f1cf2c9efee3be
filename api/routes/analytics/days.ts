/** The day an event counts for in the daily totals (UTC, as the panel's range is). */
export const analyticsDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
