import type { JobLog } from '../services/background-job.ts';
import type { Claim, OutboxRow } from './outbox-claims.ts';
import type { OutcomeRecorder } from './outcome-recorder.ts';
import type { Lane } from './lanes.ts';
import { createSendSlots } from './send-slots.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export interface LaneOptions {
  lane: Lane;
  transport: MailTransport;
  recorder: OutcomeRecorder;
  /** Takes the lane's due rows, or the given queued rows, under a new claim. */
  claim(from: { lane: Lane } | { ids: number[] }): Promise<Claim>;
  /** Gives back claimed rows that never went to the SMTP server. */
  release(claim: Claim, rows: OutboxRow[]): Promise<void>;
  compose(row: OutboxRow): OutgoingMail;
  /**
   * A mail file written for a row this claim no longer holds: removed if the row is gone (the
   * person was erased while it was written, after the erasure had cleared the folder); answers
   * whether it was removed.
   */
  removeIfErased(row: OutboxRow, file: string): Promise<boolean>;
  log: JobLog;
}

export interface OutboxLane {
  /** Claims and sends due mail until none is left, or until the server refuses mail after mail. */
  round(): Promise<void>;
  /** Sends one queued row at once (a code); answers whether the server accepted it. */
  deliver(id: number): Promise<boolean>;
  /** Claims with mail not yet recorded: their leases must be kept alive. */
  heldClaims(): string[];
  /** Stops claiming, gives back claimed mail not yet handed over, waits for the mail on the wire. */
  drain(): Promise<void>;
}

/**
 * One lane of the outbox, with SMTP connections of its own. Each mail's outcome is recorded as
 * soon as the server answers, and no message's final dot (the moment a server takes a message)
 * goes out before every answer received so far is recorded: the body of a connection's next mail
 * travels while the previous outcome commits, yet a connection never has more than one mail the
 * server may hold and the database does not know of. Those, at most one per open connection, are
 * all a crash can send twice (docs/mail.md, Delivery guarantee). The next batch is claimed while the last
 * mails of the previous one are still with the server.
 */
export function createOutboxLane(options: LaneOptions): OutboxLane {
  const { transport, recorder, log } = options;
  // Handed over and not yet recorded: a mail per connection and one waiting its turn behind each,
  // so a connection freed by an answer finds its next mail ready.
  const slots = createSendSlots(transport.connections * 2);
  /** Outcomes the server answered and the database does not hold yet. */
  const answered = new Set<Promise<boolean>>();
  /** A message's final dot waits for them: no connection has two mails the database does not know of. */
  const beforeEnd = () => Promise.all(answered).then(() => undefined);
  /** Per claim, its rows neither recorded nor given back yet. */
  const unsettled = new Map<string, number>();
  const onTheWire = new Set<Promise<boolean>>();
  let refusedInARow = 0;
  let draining = false;
  let running: Promise<void> | undefined;

  const settle = (token: string, count = 1) => {
    const left = (unsettled.get(token) ?? 0) - count;
    if (left > 0) unsettled.set(token, left);
    else unsettled.delete(token);
  };

  async function attempt(row: OutboxRow): Promise<{ error?: string; file?: string }> {
    try {
      return await transport.send(options.compose(row), { beforeEnd });
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  const removedIfErased = (row: OutboxRow, file: string) =>
    options.removeIfErased(row, file).catch((error: unknown) => {
      log.warn({ id: row.id, file, error: String(error) }, 'Could not check whether an unrecorded mail was erased; its file stays');
      return false;
    });

  /** Sends a row whose slot is taken; frees the slot once the outcome is on record. */
  function send(claim: Claim, row: OutboxRow): Promise<boolean> {
    const sending = (async () => {
      try {
        const { error, file } = await attempt(row);
        refusedInARow = error === undefined ? 0 : refusedInARow + 1;
        const recorded = recorder.record({ token: claim.token, row, error });
        // Added before the connection is free for its next message (nodemailer frees it a turn later).
        answered.add(recorded);
        const held = await recorded.finally(() => answered.delete(recorded));
        if (!held) log.warn({ id: row.id, claim: claim.token }, 'Mail outcome not recorded: the row is no longer held by this claim (its lease ran out, or it was erased)');
        const erased = file !== undefined && !held && (await removedIfErased(row, file));
        if (file && !erased) log.info({ file, to: row.to_address, kind: row.kind }, 'Mail written to the outbox folder');
        if (error !== undefined) log.warn({ id: row.id, attempts: row.attempts + 1, error }, 'Mail delivery failed');
        return error === undefined;
      } finally {
        slots.release();
        settle(claim.token);
      }
    })();
    onTheWire.add(sending);
    void sending.finally(() => onTheWire.delete(sending));
    return sending;
  }

  async function handOut(claim: Claim): Promise<void> {
    unsettled.set(claim.token, claim.rows.length);
    for (const [index, row] of claim.rows.entries()) {
      await slots.acquire();
      if (draining) {
        slots.release();
        const rest = claim.rows.slice(index);
        await options.release(claim, rest);
        settle(claim.token, rest.length);
        return;
      }
      void send(claim, row);
    }
  }

  async function claimAndSend(): Promise<void> {
    // A server refusing every mail (down, or refusing us) ends the round: the next poll tries again.
    refusedInARow = 0;
    while (!draining && refusedInARow < transport.connections) {
      const claim = await options.claim({ lane: options.lane });
      if (claim.rows.length === 0) return;
      await handOut(claim);
    }
  }

  return {
    round() {
      running = claimAndSend().finally(() => {
        running = undefined;
      });
      return running;
    },
    async deliver(id) {
      const claim = await options.claim({ ids: [id] });
      const [row] = claim.rows;
      if (!row) return false;
      unsettled.set(claim.token, 1);
      await slots.acquire();
      return send(claim, row);
    },
    heldClaims: () => [...unsettled.keys()],
    async drain() {
      draining = true;
      await running?.catch(() => undefined);
      await Promise.all(onTheWire);
    },
  };
}
