import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { inChunks } from '../db/batches.ts';
import type { Db } from '../db/connect.ts';

const tokensOf = (app: FastifyInstance, email: string) =>
  app.db.selectFrom('subscribers').select(['confirm_token', 'unsubscribe_token']).where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();

/** A reader who subscribed and used the link of the confirmation mail (double opt-in). */
export async function subscribeConfirmed(app: FastifyInstance, email: string): Promise<void> {
  await app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
  const { confirm_token } = await tokensOf(app, email);
  const confirmed = await app.inject({ method: 'POST', url: `/api/newsletter/confirm/${confirm_token}` });
  if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
}

/** A reader who used the personal unsubscribe link of a newsletter mail. */
export async function unsubscribeByLink(app: FastifyInstance, email: string): Promise<void> {
  const { unsubscribe_token: token } = await tokensOf(app, email);
  const left = await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { email, token } });
  if (left.statusCode !== 200) throw new Error(`unsubscribe answered ${left.statusCode}: ${left.body}`);
}

/** Active subscribers written straight to the database (large audiences), with their tokens. */
export async function seedActiveSubscribers(db: Db, emails: string[]): Promise<void> {
  for (const chunk of inChunks(emails)) {
    const rows = chunk.map((email) => ({
      id: randomUUID(),
      email,
      status: 'active' as const,
      source: 'test',
      unsubscribe_token: randomBytes(24).toString('base64url'),
      confirm_token: null,
      subscribed_at: '2026-11-01T00:00:00.000Z',
      unsubscribed_at: null,
    }));
    await db.insertInto('subscribers').values(rows).execute();
  }
}

/** What a mail program does with a mail's List-Unsubscribe header (RFC 8058 one-click): one POST. */
export async function oneClickUnsubscribe(app: FastifyInstance, mail: { headers: Record<string, string> }, encoding: OneClickEncoding = 'urlencoded') {
  const path = /<https?:\/\/[^/]+(\/api\/newsletter\/one-click\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
  return app.inject({ method: 'POST', url: path, ...oneClickBody(encoding) });
}

/** The two ways RFC 8058 lets a mail provider post its one-click request. */
export type OneClickEncoding = 'urlencoded' | 'multipart';

/** The body and content type of a one-click request, as a mail provider sends it. */
export function oneClickBody(encoding: OneClickEncoding): { headers: Record<string, string>; payload: string } {
  if (encoding === 'urlencoded') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
  const boundary = '----one-click-7MA4YWxkTrZu0gW';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  };
}
