import {
  LEAD_STATUS_LABELS,
  OPEN_LEAD_STATUSES,
  type LeadEvent,
  type LeadKind,
  type LeadPipelineDetail,
  type LeadStatus,
  type Pipeline,
  type PipelineChange,
  type PipelineSummary,
} from '../../../shared/api/pipeline.ts';
import { dayLabel } from '../../../shared/labels.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const LEAD_TABLES = { contact: 'contacts', quote: 'quotes' } as const satisfies Record<LeadKind, keyof Database>;

/** The named lock of one lead (see withLeadLock). */
export const leadLock = (kind: LeadKind, id: string) => `lead:${kind}:${id}`;

/**
 * Runs `work` in a transaction holding the lead's lock. Every staff write about a lead (stage,
 * note, reply, project draft) looks the lead up inside it, and erasing a person takes the locks of
 * their leads: so nothing is written about a lead after its erasure removed it, and an erasure
 * never misses what a write under way adds (on PostgreSQL, where they run side by side).
 */
export const withLeadLock = <T>(db: Db, kind: LeadKind, id: string, work: (trx: Db) => Promise<T>): Promise<T> => withLocks(db, [leadLock(kind, id)], work);

export type { Actor } from '../../services/audit.ts';

export type PipelineResult = { ok: true; detail: LeadPipelineDetail } | { ok: false; status: 400 | 404; message: string };

type EventRow = Selectable<Database['lead_events']>;
type StoredChange = { from: string | null; to: string | null; reason?: string };

const toPipeline = (row: { status: LeadStatus; lost_reason: string | null; owner_id: string | null; follow_up_on: string | null }): Pipeline => ({
  status: row.status,
  lostReason: row.lost_reason,
  ownerId: row.owner_id,
  followUpOn: row.follow_up_on,
});

async function pipelineOf(db: Db, kind: LeadKind, id: string): Promise<Pipeline | undefined> {
  const row = await db
    .selectFrom(LEAD_TABLES[kind])
    .select(['status', 'lost_reason', 'owner_id', 'follow_up_on'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toPipeline(row);
}

/** Staff addresses by id, to show an owner by the address people know them by. */
async function staffEmails(db: Db): Promise<Map<string, string>> {
  const admins = await db.selectFrom('admins').select(['id', 'email']).execute();
  return new Map(admins.map((admin) => [admin.id, admin.email]));
}

/**
 * Who reads a lead's history: staff, or the person it is about (their data export), who is not
 * shown why staff marked the lead lost: that is the agency's own assessment (docs/leads-and-data-rights.md).
 */
export type HistoryReader = 'staff' | 'person';

/** An event as a person reads it: "Stage: New -> Lost (went with a cheaper offer)", "Follow-up: none -> 24 Dec 2026". */
function describe(row: EventRow, owners: Map<string, string>, reader: HistoryReader): string {
  if (row.type === 'note') return row.detail;
  if (row.type === 'reply') return `Reply sent: "${(JSON.parse(row.detail) as { subject: string }).subject}"`;
  if (row.type === 'project') return `Portfolio project drafted: "${(JSON.parse(row.detail) as { title: string }).title}"`;
  const { from, to, reason } = JSON.parse(row.detail) as StoredChange;
  const word = (value: string | null) => {
    if (value === null) return 'none';
    if (row.type === 'status') return LEAD_STATUS_LABELS[value as LeadStatus];
    if (row.type === 'owner') return owners.get(value) ?? 'a removed account';
    return dayLabel(value);
  };
  const field = { status: 'Stage', owner: 'Owner', follow_up: 'Follow-up' }[row.type as 'status' | 'owner' | 'follow_up'];
  return `${field}: ${word(from)} -> ${word(to)}${reason && reader === 'staff' ? ` (${reason})` : ''}`;
}

async function detailOf(db: Db, kind: LeadKind, id: string, pipeline: Pipeline, reader: HistoryReader = 'staff'): Promise<LeadPipelineDetail> {
  const rows = await db
    .selectFrom('lead_events')
    .selectAll()
    .where('lead_kind', '=', kind)
    .where('lead_id', '=', id)
    .orderBy('id')
    .execute();
  const owners = await staffEmails(db);
  const events: LeadEvent[] = rows.map((row) => ({ id: row.id, type: row.type, text: describe(row, owners, reader), by: row.admin_email, at: row.created_at }));
  return { pipeline, events };
}

/** A lead's stage, owner, follow-up day and history; undefined for an unknown lead. */
export async function readLeadPipeline(db: Db, kind: LeadKind, id: string, reader: HistoryReader = 'staff'): Promise<LeadPipelineDetail | undefined> {
  const pipeline = await pipelineOf(db, kind, id);
  return pipeline && detailOf(db, kind, id, pipeline, reader);
}

/**
 * Moves a lead in the pipeline and records each changed field as an event, in one transaction
 * under the lead's lock, so two staff changing one lead at once each see the other's change as
 * the "from" of their own. `lost` needs a reason, and only `lost` takes one; an owner must be a
 * staff account.
 */
export async function changeLeadPipeline(
  db: Db,
  input: { kind: LeadKind; id: string; change: PipelineChange; actor: Actor; now: number },
): Promise<PipelineResult> {
  const { kind, id, change, actor, now } = input;
  const reason = change.lostReason?.trim() ?? '';
  if (change.status === 'lost' && !reason) return { ok: false, status: 400, message: 'lostReason is required when status is lost' };
  if (change.ownerId && !(await db.selectFrom('admins').select('id').where('id', '=', change.ownerId).executeTakeFirst())) {
    return { ok: false, status: 400, message: 'ownerId is not a staff account' };
  }
  return withLeadLock(db, kind, id, async (trx) => {
    const before = await pipelineOf(trx, kind, id);
    if (!before) return { ok: false, status: 404, message: 'Lead not found' };
    const status = change.status ?? before.status;
    if (reason && status !== 'lost') return { ok: false, status: 400, message: 'lostReason is kept only for a lost lead: send it with status lost' };
    const after: Pipeline = {
      status,
      lostReason: status === 'lost' ? reason || before.lostReason : null,
      ownerId: change.ownerId === undefined ? before.ownerId : change.ownerId,
      followUpOn: change.followUpOn === undefined ? before.followUpOn : change.followUpOn,
    };
    const events: { type: EventRow['type']; change: StoredChange }[] = [];
    if (after.status !== before.status || (after.status === 'lost' && after.lostReason !== before.lostReason)) {
      events.push({ type: 'status', change: { from: before.status, to: after.status, ...(after.status === 'lost' && { reason: after.lostReason ?? '' }) } });
    }
    if (after.ownerId !== before.ownerId) events.push({ type: 'owner', change: { from: before.ownerId, to: after.ownerId } });
    if (after.followUpOn !== before.followUpOn) events.push({ type: 'follow_up', change: { from: before.followUpOn, to: after.followUpOn } });
    if (events.length > 0) {
      await trx
        .updateTable(LEAD_TABLES[kind])
        .set({ status: after.status, lost_reason: after.lostReason, owner_id: after.ownerId, follow_up_on: after.followUpOn })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('lead_events')
        .values(events.map((event) => ({ lead_kind: kind, lead_id: id, type: event.type, detail: JSON.stringify(event.change), admin_email: actor.email, created_at: now })))
        .execute();
      await recordAudit(trx, actor, now, { action: 'pipeline', entity: kind, entityId: id, before, after });
    }
    return { ok: true, detail: await detailOf(trx, kind, id, after) };
  });
}

/** A staff note on a lead (who wrote what, when); undefined for an unknown lead. */
export async function addLeadNote(
  db: Db,
  input: { kind: LeadKind; id: string; body: string; actor: Actor; now: number },
): Promise<LeadPipelineDetail | undefined> {
  const { kind, id, actor, now } = input;
  const body = input.body.trim();
  return withLeadLock(db, kind, id, async (trx) => {
    const pipeline = await pipelineOf(trx, kind, id);
    if (!pipeline) return undefined;
    await trx.insertInto('lead_events').values({ lead_kind: kind, lead_id: id, type: 'note', detail: body, admin_email: actor.email, created_at: now }).execute();
    await recordAudit(trx, actor, now, { action: 'note', entity: kind, entityId: id, after: { note: body } });
    return detailOf(trx, kind, id, pipeline);
  });
}

/** Open leads per stage, and the open leads whose follow-up day is `today` or earlier. */
export async function summarizePipeline(db: Db, today: string): Promise<PipelineSummary> {
  const open: Record<string, number> = Object.fromEntries(OPEN_LEAD_STATUSES.map((status) => [status, 0]));
  const due: PipelineSummary['due'] = [];
  for (const kind of ['contact', 'quote'] as const) {
    const counts = await db
      .selectFrom(LEAD_TABLES[kind])
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', OPEN_LEAD_STATUSES)
      .groupBy('status')
      .execute();
    for (const { status, n } of counts) open[status] += Number(n);
    const rows = await db
      .selectFrom(LEAD_TABLES[kind])
      .select(['id', 'name', 'email', 'status', 'follow_up_on'])
      .where('status', 'in', OPEN_LEAD_STATUSES)
      .where('follow_up_on', '<=', today)
      .orderBy('follow_up_on')
      .limit(50)
      .execute();
    for (const row of rows) due.push({ kind, id: row.id, name: row.name, email: row.email, status: row.status, followUpOn: row.follow_up_on! });
  }
  due.sort((a, b) => a.followUpOn.localeCompare(b.followUpOn));
  return { open, due: due.slice(0, 50) };
}
