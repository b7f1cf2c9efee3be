import type { FastifyInstance } from 'fastify';

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
