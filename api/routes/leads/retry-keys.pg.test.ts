import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startInstances, type Instances } from '../../test/instances.ts';
import { storedLeadsOf } from '../../test/leads.ts';
import { verifyOverHttp, type ServerProcess } from '../../test/server-process.ts';

/**
 * A proxy's retry lands on another instance than the first attempt: two real server processes on
 * one PostgreSQL database get the same lead under the same Idempotency-Key at once.
 */
let instances: Instances;
beforeAll(async () => {
  // Every send comes from one loopback address: room for them under the per-IP lead limit.
  instances = await startInstances(inject('postgresUrl')!, { RATE_LIMIT_SCALE: '10' }, 2);
}, 120_000);
afterAll(async () => instances?.close());

const SENDER = 'meera.iyer.design-studio+enquiries@example-mail.in';
const contact = { name: 'Meera Iyer', email: SENDER, subject: 'Shop app', message: 'Can we talk about an app for our shop?' };
const send = (server: ServerProcess, cookie: string, key: string) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body: JSON.stringify(contact),
  });

/** Waits until the outbox has sent every lead mail, then counts what the mail server got about SENDER. */
async function deliveredAboutSender(): Promise<{ confirmations: number; notifications: number }> {
  const { db, smtp } = instances;
  for (let tries = 0; ; tries++) {
    const unsent = await db.selectFrom('outbox').select('id').where('kind', 'like', 'lead-%').where('status', '!=', 'sent').execute();
    if (!unsent.length) break;
    if (tries > 300) throw new Error(`${unsent.length} lead mails still unsent`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const about = smtp.messages.filter(
    (m) => !/verification code/i.test(m.subject) && (m.to.includes(SENDER) || (m.headers['reply-to'] ?? '').includes(SENDER)),
  );
  return {
    confirmations: about.filter((m) => m.to.includes(SENDER)).length,
    notifications: about.filter((m) => !m.to.includes(SENDER)).length,
  };
}

describe('one Idempotency-Key across two instances on one PostgreSQL', () => {
  it('stores each message once and mails it once when its key reaches both instances at once', async () => {
    const [a, b] = instances.servers;
    const cookie = await verifyOverHttp(a.url, instances.smtp, SENDER);
    const keys = Array.from({ length: 4 }, () => randomUUID());
    // Each submission three times on each instance, all at once: retries racing their first attempt.
    const answers = await Promise.all(keys.flatMap((key) => [a, b, a, b, a, b].map((server) => send(server, cookie, key))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));

    expect(await storedLeadsOf(instances.db, SENDER)).toEqual({ contacts: 4, quotes: 0, confirmations: 4, notifications: 4 });
    expect(await deliveredAboutSender()).toEqual({ confirmations: 4, notifications: 4 });

    // A retry after the first attempt committed, through the other instance: success, nothing new.
    const retried = await send(b, cookie, keys[0]);
    expect([retried.status, await retried.json()]).toEqual([200, { success: true, message: 'Message sent successfully!' }]);
    expect((await storedLeadsOf(instances.db, SENDER)).contacts).toBe(4);
  }, 60_000);
});
