import { formatDate, formatMoment, formatShortDate } from './format';

/** A moment kept as milliseconds, as staff read it and as a machine reads it. */
export function Moment({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatMoment(at)}</time>;
}

/** A date in a table column: short ('26 Nov'), the whole of it (year, time) on hover. */
export function ShortDate({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  if (!value) return <>—</>;
  return (
    <time dateTime={value} title={formatDate(value, withTime)} className="adm-nowrap">
      {formatShortDate(value)}
    </time>
  );
}
