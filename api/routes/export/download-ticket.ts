import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CsvKind } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { isSessionValid } from '../../services/admins.ts';

/** How long a download link works: long enough to start the download, too short to be worth leaking. */
export const TICKET_TTL_MS = 30_000;

interface Ticket {
  kind: CsvKind;
  /** The admin and their session stamp: logging out ends the link too. */
  sub: string;
  tva: number;
  exp: number;
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A download link for one CSV export (issue 17). A browser starts a download at once only for a
 * plain link it fetches itself, and such a request cannot carry the bearer token; the link carries
 * this short-lived ticket instead, signed with a key of its own, so it is never a staff token.
 */
export function issueTicket(key: Buffer, ticket: Omit<Ticket, 'exp'>, now: number): string {
  const body = Buffer.from(JSON.stringify({ ...ticket, exp: now + TICKET_TTL_MS })).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** True when the ticket is ours, for this kind, unexpired, and its admin's session still stands. */
export async function ticketAdmits(db: Db, key: Buffer, text: string, kind: CsvKind, now: number): Promise<boolean> {
  const [body, signature = ''] = text.split('.');
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let ticket: Ticket;
  try {
    ticket = JSON.parse(Buffer.from(body, 'base64url').toString()) as Ticket;
  } catch {
    return false;
  }
  if (ticket.kind !== kind || !(ticket.exp > now)) return false;
  return isSessionValid(db, { sub: ticket.sub, tva: ticket.tva, email: '' });
}
