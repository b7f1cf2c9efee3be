import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

const apps: TestContext[] = [];
afterEach(async () => {
  for (const ctx of apps.splice(0).reverse()) await ctx.close();
});

describe('per-IP limits shared through the database (several instances)', () => {
  it('let exactly the limit through when 30 requests from one visitor hit two instances at once', async () => {
    const first = await startTestApp({ sharedRateLimits: true });
    apps.push(first);
    // A second instance on the same database (the same SQLite file, or the same PostgreSQL database).
    const second = await startTestApp({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, sharedRateLimits: true });
    apps.push(second);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? first : second).app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: `reader${i}@example.com` },
          remoteAddress: '198.51.100.7',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.statusCode === 429)?.headers['retry-after']).toBeDefined();

    // Another visitor is counted on their own, on either instance.
    const neighbour = await second.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'neighbour@example.com' },
      remoteAddress: '198.51.100.8',
    });
    expect(neighbour.statusCode).not.toBe(429);
  });
});
