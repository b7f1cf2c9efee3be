/** The app's logger (pino) as far as a job uses it. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BackgroundJobOptions {
  /** Names the job in the log. */
  name: string;
  /** The work of one round; `signal` aborts once the job is stopping (finish early where it can). */
  run(signal: AbortSignal): Promise<unknown>;
  /** Time between the end of one good round and the start of the next; unset: only when kicked. */
  everyMs?: number;
  /** After a failed round the next comes this much later, doubling per failure up to maxRetryMs. */
  firstRetryMs?: number;
  /** Defaults to everyMs, or 30 s for a job that runs only when kicked. */
  maxRetryMs?: number;
  log: JobLog;
}

export interface BackgroundJob {
  /** Runs the first round now and keeps the schedule; resolves when that round ended, well or not. */
  start(): Promise<void>;
  /** A round as soon as the current one (if any) ends; a job backing off after a failure keeps its wait. */
  kick(): void;
  /**
   * Like kick, also while backing off: the caller has just seen the job's resource work (the
   * database took its write), so waiting out the backoff would only delay the work.
   */
  resume(): void;
  /** No round starts after this; resolves once the current one ended. */
  stop(): Promise<void>;
}

const DEFAULT_FIRST_RETRY_MS = 1000;
const DEFAULT_MAX_RETRY_MS = 30_000;

/**
 * The one way the server runs work in the background (sweeps, prunes, checks, reconnects): rounds
 * never overlap, a failed round (the database away, design §11) is logged and retried with a
 * doubling wait, and the first good round after failures goes back to the normal schedule.
 */
export function createBackgroundJob(options: BackgroundJobOptions): BackgroundJob {
  const { name, run, everyMs, log } = options;
  const firstRetryMs = options.firstRetryMs ?? DEFAULT_FIRST_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? everyMs ?? DEFAULT_MAX_RETRY_MS;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let failures = 0;

  const schedule = (ms: number | undefined) => {
    clearTimeout(timer);
    timer = ms === undefined || stopping.signal.aborted ? undefined : setTimeout(() => void runRound(), ms).unref();
  };

  function runRound(): Promise<void> | undefined {
    if (round || stopping.signal.aborted) {
      again = !stopping.signal.aborted;
      return round;
    }
    clearTimeout(timer);
    round = (async () => {
      try {
        await run(stopping.signal);
        if (failures > 0) log.info({ job: name, failures }, 'Background job recovered');
        failures = 0;
      } catch (error) {
        failures += 1;
        const retryInMs = Math.min(firstRetryMs * 2 ** (failures - 1), maxRetryMs);
        log.warn({ job: name, failures, retryInMs, error: String(error) }, 'Background job failed; retrying');
        again = false;
        schedule(retryInMs);
        return;
      } finally {
        round = undefined;
      }
      if (again) {
        again = false;
        void runRound();
      } else {
        schedule(everyMs);
      }
    })();
    return round;
  }

  return {
    start: async () => runRound(),
    kick() {
      if (failures === 0) void runRound();
    },
    resume: () => void runRound(),
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await round;
    },
  };
}
