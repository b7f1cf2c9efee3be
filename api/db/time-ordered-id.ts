import { randomBytes } from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the millisecond time in its first 48 bits, then 74 random bits.
 * Rows keyed by it join the end of their primary key's index instead of a random page of it, so a
 * commit of new leads writes a page or two of that index rather than a page per lead: on SQLite
 * about a tenth of a lead's processor time (docs/performance.md, Lead writes). For tables the
 * public writes into; the ids are no capability (staff routes need a sign-in, links use tokens).
 */
export function timeOrderedId(now: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Below every id timeOrderedId gives at `time` or later, and above every one it gave earlier. */
export function firstTimeOrderedId(time: number): string {
  const hex = time.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
