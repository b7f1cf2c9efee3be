import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInBackground } from './background-jobs.ts';
import { checkFrame, type FrameCheckOptions } from '../../media/frame-check.ts';
import { claimFrameCheck, dueFrameChecks, lastFrameStatus, recordFrameCheck } from '../../media/frame-checks.ts';
import type { FrameStatus } from '../../../shared/media.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks whether a live URL can be framed and stores the verdict; a no-op when checks are off. */
    checkLiveUrl(url: string): Promise<void>;
    /**
     * The verdict for a live URL a visitor is about to see, checked again first when the last
     * check is older than `freshMs`; undefined when it was never checked (and checks are off).
     */
    freshFrameStatus(url: string): Promise<FrameStatus | undefined>;
  }
}

export interface FrameCheckerOptions {
  /** Omitted: no live site is ever contacted (tests, unless they test the checks themselves). */
  enabled?: { timeoutMs?: number; intervalMs?: number; freshMs?: number } & Pick<FrameCheckOptions, 'lookup' | 'framedSchemes' | 'reachable'>;
  publicUrl: string;
}

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** A site can start refusing frames between background checks; one a visitor opens is at most this old. */
const DEFAULT_FRESH_MS = 5 * 60 * 1000;

/**
 * Live previews of sites that refuse frames would show the browser's error page, so the server
 * checks each project's live URL when staff save it, again every few hours (a site can start
 * refusing, or go away), and again when a visitor is about to see a preview whose verdict is more
 * than a few minutes old; the public answers carry the verdict and the cards fall back to the picture.
 */
export default fp(async function frameChecker(app: FastifyInstance, opts: FrameCheckerOptions) {
  const settings = opts.enabled;
  if (!settings) {
    app.decorate('checkLiveUrl', async () => {});
    app.decorate('freshFrameStatus', (url: string) => lastFrameStatus(app.db, url));
    return;
  }
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const intervalMs = settings.intervalMs ?? DEFAULT_INTERVAL_MS;
  const check = async (url: string) => {
    const { lookup, framedSchemes, reachable } = settings;
    const verdict = await checkFrame(url, { siteOrigin: opts.publicUrl, timeoutMs, lookup, framedSchemes, reachable });
    await recordFrameCheck(app.db, url, verdict, new Date(app.now()));
    return verdict;
  };
  app.decorate('checkLiveUrl', async (url: string) => {
    if (url) await check(url);
  });

  const freshMs = settings.freshMs ?? DEFAULT_FRESH_MS;
  const freshen = async (url: string) => {
    const before = await lastFrameStatus(app.db, url);
    const now = app.now();
    if (!(await claimFrameCheck(app.db, url, new Date(now - freshMs), new Date(now)))) return;
    if ((await check(url)).status !== before) await app.publicContentChanged();
  };
  // Visitors asking at once on this instance wait for the one check under way, then read its verdict.
  const underWay = new Map<string, Promise<void>>();
  app.decorate('freshFrameStatus', async (url: string) => {
    let checking = underWay.get(url);
    if (!checking) {
      checking = freshen(url).finally(() => underWay.delete(url));
      underWay.set(url, checking);
    }
    await checking;
    return lastFrameStatus(app.db, url);
  });

  const checkDue = async (closing: AbortSignal) => {
    const due = await dueFrameChecks(app.db, new Date(app.now() - intervalMs));
    // One at a time: a slow site costs time, not sockets. A closing server stops after the current one.
    for (const url of due) if (!closing.aborted) await check(url);
    if (due.length > 0) await app.publicContentChanged();
  };
  runInBackground(app, { name: 'Live preview checks', everyMs: intervalMs, run: checkDue });
});
