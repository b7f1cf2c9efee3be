import { afterEach, describe, expect, it } from 'vitest';
import { createBackgroundJob, type BackgroundJob } from './background-job.ts';

const lines: { level: string; details: object; message: string }[] = [];
const log = {
  info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
  warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
};
const jobs: BackgroundJob[] = [];
const track = (job: BackgroundJob) => (jobs.push(job), job);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(async () => {
  await Promise.all(jobs.splice(0).map((job) => job.stop()));
  lines.length = 0;
});

describe('a background job', () => {
  it('backs off after failures (each wait at least double the last) and resumes its schedule after a good round', async () => {
    const starts: number[] = [];
    let failuresLeft = 4;
    const job = track(
      createBackgroundJob({
        name: 'Sweep',
        everyMs: 30,
        firstRetryMs: 40,
        maxRetryMs: 1000,
        log,
        run: async () => {
          starts.push(performance.now());
          if (failuresLeft-- > 0) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        },
      }),
    );
    await job.start();
    await expect.poll(() => starts.length, { timeout: 5000 }).toBeGreaterThanOrEqual(8);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]);
    // Timers never fire early: 40, 80, 160, 320 ms after the failures, then the 30 ms schedule.
    [40, 80, 160, 320].forEach((wait, i) => expect(gaps[i]).toBeGreaterThanOrEqual(wait - 1));
    // Backing off further would wait 640 ms and more.
    expect(gaps.slice(4).every((gap) => gap < 600)).toBe(true);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings.map((line) => line.details)).toEqual([1, 2, 3, 4].map((failures, i) => expect.objectContaining({ job: 'Sweep', failures, retryInMs: 40 * 2 ** i })));
    expect(lines.filter((line) => line.message === 'Background job recovered')).toHaveLength(1);
  });

  it('keeps its backoff wait on a kick, and runs at once when resumed', async () => {
    let rounds = 0;
    let failing = true;
    const job = track(
      createBackgroundJob({
        name: 'Outbox round',
        everyMs: 60_000,
        firstRetryMs: 60_000,
        log,
        run: async () => {
          rounds += 1;
          if (failing) throw Object.assign(new Error('SQLITE_ERROR: no such table: outbox'), { code: 'SQLITE_ERROR' });
        },
      }),
    );
    await job.start();
    expect(rounds).toBe(1);
    job.kick();
    await sleep(50);
    expect(rounds).toBe(1);
    failing = false;
    job.resume();
    await expect.poll(() => rounds).toBe(2);
    expect(lines.filter((line) => line.message === 'Background job recovered')).toHaveLength(1);
  });

  it('never overlaps rounds: a kick during a round runs one more round after it', async () => {
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    const job = track(
      createBackgroundJob({
        name: 'Listener',
        log,
        run: async () => {
          running += 1;
          overlapped ||= running > 1;
          rounds += 1;
          await sleep(30);
          running -= 1;
        },
      }),
    );
    const first = job.start();
    job.kick();
    job.kick();
    await first;
    await expect.poll(() => rounds).toBe(2);
    await sleep(100);
    expect(rounds).toBe(2); // without everyMs, nothing more until kicked
    expect(overlapped).toBe(false);
  });

  it('stops: waits for the round in flight, aborts its signal, and starts no other', async () => {
    let rounds = 0;
    let sawAbort = false;
    const job = createBackgroundJob({
      name: 'Checks',
      everyMs: 10,
      log,
      run: async (signal) => {
        rounds += 1;
        await sleep(50);
        sawAbort ||= signal.aborted;
      },
    });
    void job.start();
    await sleep(10);
    await job.stop();
    expect(sawAbort).toBe(true);
    const after = rounds;
    await sleep(60);
    expect(rounds).toBe(after);
    job.kick();
    expect(rounds).toBe(after);
  });
});
