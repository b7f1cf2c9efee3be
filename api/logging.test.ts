import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './test/app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  err?: { message: string; stack: string };
}

/** The real app logging at `level` into an array of parsed pino lines. */
async function appLoggingAt(level: string) {
  const lines: LogLine[] = [];
  const ctx = await startTestApp({ logger: { level, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  return { ctx, lines };
}

describe('server log', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('at info writes no line for answered requests, and one error line naming a failed request', async () => {
    const logged = await appLoggingAt('info');
    ctx = logged.ctx;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
    expect(logged.lines.filter((line) => line.reqId)).toEqual([]);

    // The database gone: the next uncached read fails on our side.
    await ctx.app.db.destroy();
    const failed = await ctx.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe('Something went wrong on our side. Please try again later.');
    const errors = logged.lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'Request failed', reqId: expect.stringMatching(/.+/), method: 'GET', url: '/api/testimonials' });
    expect(errors[0].err?.stack).toMatch(/destroyed/i);
  });

  it('at debug adds a line for every request and its answer', async () => {
    const logged = await appLoggingAt('debug');
    ctx = logged.ctx;
    await ctx.app.inject({ method: 'GET', url: '/api/config' });
    const forRequest = logged.lines.filter((line) => line.reqId);
    expect(forRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(forRequest.map((line) => line.reqId)).size).toBe(1);
  });
});
