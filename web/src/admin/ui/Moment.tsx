import { formatMoment } from './format';

/** A moment kept as milliseconds, as staff read it and as a machine reads it. */
export function Moment({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatMoment(at)}</time>;
}
