/**
 * The values the chart's axis names: none, about half and the most, each once. With small counts
 * the half rounds onto an end (a peak of 1: 0, 1, 1), and an axis reading '1' twice is wrong.
 */
export function axisTicks(max: number): number[] {
  return [...new Set([0, Math.round(max / 2), max])];
}
