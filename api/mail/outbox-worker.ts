import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dialectOf, type Db } from '../db/connect.ts';
import type { WriteWork } from '../db/write-batcher.ts';
import { LANES, type Lane } from './lanes.ts';
import { claimRows, releaseRows, renewLeases, type Claim, type OutboxRow, type SendableRule } from './outbox-claims.ts';
import { createOutboxLane, type OutboxLane } from './outbox-lane.ts';
import { createOutcomeRecorder, type OutcomeRule } from './outcome-recorder.ts';
import { createBackgroundJob, type BackgroundJob, type JobLog } from '../services/background-job.ts';
import type { MailTransport } from './transport.ts';

export type { OutboxRow } from './outbox-claims.ts';

export interface OutboxWorkerOptions {
  db: Db;
  /** Each lane's own transport: transactional mail never waits for a campaign's connections. */
  transports: Record<Lane, MailTransport>;
  from: string;
  /** Domain for Message-ID headers, so a resent message keeps its identity. */
  messageIdDomain: string;
  now: () => number;
  log: JobLog;
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claim holds its rows without renewal (default DEFAULT_LEASE_MS). */
  leaseMs?: number;
  /** Names this process in `claimed_by`; defaults to host, process id and a random tag. */
  instanceId?: string;
  /**
   * The server's group commit (SQLite): claims and outcomes then share commits, and their fsync,
   * with the leads written meanwhile. Unset: they run in transactions of their own (PostgreSQL,
   * where commits do not queue on one connection, and mixing them with lead writes in one
   * transaction would take row locks in an order of their own).
   */
  groupCommit?: (work: WriteWork) => Promise<void>;
}

/**
 * What a feature adds to delivery (the campaigns feature: a paused campaign's mails wait, and
 * send errors in a row pause it). The worker itself only delivers and records outcomes.
 */
export interface DeliveryRules {
  /** Queued rows that may go out now; others stay queued. Part of the claiming statement. */
  sendable?: SendableRule;
  /** Runs in the transaction that records a group of outcomes. */
  recordOutcomes?: OutcomeRule;
}

export interface OutboxWorker {
  start(): Promise<void>;
  /**
   * Ask a lane (the transactional one unless named) for a delivery round now, not at the next
   * poll. Called after mail was written, so the database works: a lane backing off after failed
   * rounds (the database away) tries at once rather than after its wait, up to a minute.
   */
  kick(lane?: Lane): void;
  /** Try one message at once (codes); on failure it stays queued for a later round. */
  deliver(id: number): Promise<boolean>;
  /** Stops claiming, gives back mail not yet handed over, waits for the mail on the wire. */
  stop(): Promise<void>;
  /** Adds a feature's delivery rules; called while the app registers its routes. */
  addRules(rules: DeliveryRules): void;
}

/**
 * How long a claim holds its rows (design §10). Longer than one message can take: the transport
 * gives up on a silent server after 15 s per phase (connect, greeting, then each read), 45 s in
 * all; the holder renews its leases every third of this while it has mail unrecorded, so the
 * lease only has to outlast two missed renewals (a database hiccup). A dead instance's mails wait
 * at most this long before another instance sends them.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** Longest wait between rounds while the database keeps failing them. */
const MAX_ROUND_BACKOFF_MS = 60_000;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, now, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const skipLocked = dialectOf(db) === 'postgres';
  const write = options.groupCommit ?? ((work: WriteWork) => db.transaction().execute(work));
  const sendable: SendableRule[] = [];
  const outcomeRules: OutcomeRule[] = [];
  let claims = 0;

  async function claim(from: { lane: Lane } | { ids: number[] }): Promise<Claim> {
    const token = `${instanceId}#${++claims}`;
    // The time is read when the claim runs: in a group commit that can be a moment later.
    const request = () => ({ token, at: now(), leaseMs, limit: batchSize, sendable, ownClaims: heldClaims(), skipLocked, from });
    let rows: OutboxRow[] = [];
    if (!options.groupCommit) rows = await claimRows(db, request());
    else {
      await options.groupCommit(async (trx) => {
        rows = await claimRows(trx, request());
      });
    }
    return { token, rows: await withLiveLeases(token, rows) };
  }

  /**
   * Without a group commit (PostgreSQL) a claim reads the time before it waits for a connection
   * and for its statement. Rows it got only after their lease ran out (a stalled database, a full
   * pool) may be another instance's by now, taken as abandoned: they are given back unsent.
   */
  async function withLiveLeases(token: string, rows: OutboxRow[]): Promise<OutboxRow[]> {
    const at = now();
    const late = rows.filter((row) => (row.lease_until ?? 0) <= at);
    if (late.length === 0) return rows;
    log.warn({ claim: token, mails: late.length }, 'Mails claimed only after their lease ran out: given back unsent');
    await write((trx) => releaseRows(trx, token, late.map((row) => row.id)));
    return rows.filter((row) => !late.includes(row));
  }

  const recorder = createOutcomeRecorder({
    commit: write,
    rules: outcomeRules,
    now,
    maxAttempts: options.maxAttempts ?? 8,
    retryBaseMs: options.retryBaseMs ?? 5000,
    giveUpAfterMs: leaseMs,
    log,
  });

  const lanes = Object.fromEntries(
    LANES.map((lane): [Lane, OutboxLane] => [
      lane,
      createOutboxLane({
        lane,
        transport: options.transports[lane],
        recorder,
        claim,
        release: (held, rows) => write((trx) => releaseRows(trx, held.token, rows.map((row) => row.id))),
        compose: (row) => ({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: JSON.parse(row.headers) as Record<string, string>,
          messageId: `<outbox-${row.id}-${row.created_at}@${options.messageIdDomain}>`,
        }),
        async removeIfErased(row, file) {
          // A row still there is another claim's now (its lease ran out): that one writes the same file.
          if (await db.selectFrom('outbox').select('id').where('id', '=', row.id).executeTakeFirst()) return false;
          await rm(file, { force: true });
          return true;
        },
        log,
      }),
    ]),
  ) as Record<Lane, OutboxLane>;

  /** Claims of this process with mail not yet recorded, in every lane. */
  const heldClaims = () => LANES.flatMap((lane) => lanes[lane].heldClaims());

  // One job per lane (services/background-job.ts): rounds of a lane never overlap, a kick during
  // a round runs another right after it, and while the database fails them (design §11) the next
  // round, and its one warning, come later each time up to MAX_ROUND_BACKOFF_MS.
  const rounds = Object.fromEntries(
    LANES.map((lane): [Lane, BackgroundJob] => [
      lane,
      createBackgroundJob({ name: `Outbox ${lane} lane`, run: () => lanes[lane].round(), everyMs: pollMs, firstRetryMs: pollMs, maxRetryMs: MAX_ROUND_BACKOFF_MS, log }),
    ]),
  ) as Record<Lane, BackgroundJob>;
  // Leases of mail still unrecorded are renewed every third of their length, sooner after a failure.
  const renewals = createBackgroundJob({
    name: 'Outbox lease renewal',
    run: async () => {
      const tokens = heldClaims();
      if (tokens.length > 0) await renewLeases(db, tokens, now(), leaseMs);
    },
    everyMs: leaseMs / 3,
    log,
  });

  return {
    async start() {
      // Rows another instance is sending stay its own; rows left 'sending' by a crash (of this
      // instance's previous process too) are claimed again once their lease runs out.
      for (const lane of LANES) void rounds[lane].start();
      void renewals.start();
    },
    kick(lane = 'transactional') {
      rounds[lane].resume();
    },
    deliver: (id) => lanes.transactional.deliver(id),
    async stop() {
      await Promise.all(LANES.map((lane) => rounds[lane].stop()));
      await Promise.all(LANES.map((lane) => lanes[lane].drain()));
      await renewals.stop();
    },
    addRules({ sendable: rule, recordOutcomes }) {
      if (rule) sendable.push(rule);
      if (recordOutcomes) outcomeRules.push(recordOutcomes);
    },
  };
}
