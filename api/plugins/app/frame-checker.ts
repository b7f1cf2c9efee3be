import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInBackground } from './background-jobs.ts';
import { checkFrame, type FrameCheckOptions } from '../../media/frame-check.ts';
import { dueFrameChecks, recordFrameCheck } from '../../media/frame-checks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks whether a live URL can be framed and stores the verdict; a no-op when checks are off. */
    checkLiveUrl(url: string): Promise<void>;
  }
}

export interface FrameCheckerOptions {
  /** Omitted: no live site is ever contacted (tests, unless they test the checks themselves). */
  enabled?: { timeoutMs?: number; intervalMs?: number } & Pick<FrameCheckOptions, 'lookup' | 'framedSchemes' | 'reachable'>;
  publicUrl: string;
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Live previews of sites that refuse frames would show the browser's error page, so the server
 * checks each project's live URL when staff save it and again every few hours (a site can start
 * refusing, or go away); the public answers carry the verdict and the cards fall back to the picture.
 */
export default fp(async function frameChecker(app: FastifyInstance, opts: FrameCheckerOptions) {
  const settings = opts.enabled;
  if (!settings) {
    app.decorate('checkLiveUrl', async () => {});
    return;
  }
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const intervalMs = settings.intervalMs ?? DEFAULT_INTERVAL_MS;
  const check = async (url: string) => {
    const { lookup, framedSchemes, reachable } = settings;
    const verdict = await checkFrame(url, { siteOrigin: opts.publicUrl, timeoutMs, lookup, framedSchemes, reachable });
    await recordFrameCheck(app.db, url, verdict, new Date(app.now()));
  };
  app.decorate('checkLiveUrl', async (url: string) => {
    if (url) await check(url);
  });

  const checkDue = async (closing: AbortSignal) => {
    const due = await dueFrameChecks(app.db, new Date(app.now() - intervalMs));
    // One at a time: a slow site costs time, not sockets. A closing server stops after the current one.
    for (const url of due) if (!closing.aborted) await check(url);
    if (due.length > 0) await app.publicContentChanged();
  };
  runInBackground(app, { name: 'Live preview checks', everyMs: intervalMs, run: checkDue });
});
