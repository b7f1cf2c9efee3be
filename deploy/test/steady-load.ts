import { setTimeout as sleep } from 'node:timers/promises';

/** One request of a steady load: when it started and ended, and how it went. */
export interface LoadRequest {
  path: string;
  startedAt: number;
  endedAt: number;
  status: number;
  /** Why it failed (a status other than 200, a broken connection, no answer in time); empty if it did not. */
  failure: string;
}

/** Pages and API reads a visitor's browser makes, taken in turn. */
const VISITOR_PATHS = ['/', '/api/projects', '/api/services', '/services', '/api/config', '/portfolio', '/api/testimonials', '/about'];

/**
 * Requests at a steady rate, each started on time whether or not the earlier ones have been
 * answered (visitors do not wait for each other), until stopped.
 */
export function steadyLoad(base: string, perSecond: number) {
  const requests: LoadRequest[] = [];
  const pending = new Set<Promise<void>>();
  let running = true;
  const one = async (path: string) => {
    const startedAt = Date.now();
    let status = 0;
    let failure = '';
    try {
      const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) });
      await answer.arrayBuffer();
      status = answer.status;
      if (status !== 200) failure = `status ${status}`;
    } catch (error) {
      failure = String((error as Error).cause ?? error);
    }
    requests.push({ path, startedAt, endedAt: Date.now(), status, failure });
  };
  const fire = (async () => {
    const started = Date.now();
    for (let n = 0; running; n++) {
      const request = one(VISITOR_PATHS[n % VISITOR_PATHS.length]);
      pending.add(request);
      void request.finally(() => pending.delete(request));
      await sleep(Math.max(0, started + ((n + 1) * 1000) / perSecond - Date.now()));
    }
  })();
  return {
    requests,
    /** Stops sending and waits for every answer. */
    async stop(): Promise<LoadRequest[]> {
      running = false;
      await fire;
      await Promise.all(pending);
      return requests;
    },
  };
}

export const failedOf = (requests: LoadRequest[]) => requests.filter((request) => request.failure);
