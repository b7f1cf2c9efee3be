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
export async function oneClickUnsubscribe(app: FastifyInstance, mail: { headers: Record<string, string> }) {
  const path = /<https?:\/\/[^/]+(\/api\/newsletter\/one-click\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
  return app.inject({ method: 'POST', url: path, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}
