import { AUDIT_SORTS, isRestorable, type AuditEntry, type AuditFilter, type RestorableEntity } from '../../../shared/api/audit.ts';
import type { ListParams, Page } from '../../../shared/api/lists.ts';
import { CONTENT_ENTITIES, CONTENT_TYPES } from '../../../shared/content-types.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../services/audit.ts';
import type { ContentTable } from '../../services/content/content-table.ts';
import { CONTENT_TABLES } from '../../services/content/content-tables.ts';
import { pageRows, type AnyQuery, type ListSpec } from '../../services/paged-list.ts';
import { readSiteSettings, writeSiteSettings } from '../../services/site-config.ts';

type AuditRow = Selectable<Database['audit_log']>;
type Sort = (typeof AUDIT_SORTS)[number];

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: String(row.id),
  at: Number(row.created_at),
  staff: row.admin_email,
  action: row.action as AuditEntry['action'],
  entity: row.entity as AuditEntry['entity'],
  entityId: row.entity_id,
  before: parse(row.before),
  after: parse(row.after),
  restorable: isRestorable(row.entity) && row.before !== null,
});

const narrowed = (filter: AuditFilter) => (query: AnyQuery): AnyQuery =>
  query
    .$if(filter.staff !== undefined, (q) => q.where('admin_email', '=', filter.staff!.toLowerCase()))
    .$if(filter.entity !== undefined, (q) => q.where('entity', '=', filter.entity!))
    .$if(filter.from !== undefined, (q) => q.where('created_at', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('created_at', '<', filter.to!));

/**
 * A page of the audit log, newest first, narrowed to one staff member, one kind of record and a
 * time span when asked: keyset pages on (time, id) over the indexes of migration 014.
 */
export async function listAudit(db: Db, params: ListParams<Sort>, filter: AuditFilter): Promise<Page<AuditEntry>> {
  const spec: ListSpec<Sort> = {
    table: 'audit_log',
    sorts: { date: { column: 'created_at' } },
    search: [],
    filter: narrowed(filter),
    filtered: () => Object.values(filter).some((value) => value !== undefined),
  };
  const page = await pageRows<Sort, AuditRow>(db, spec, params, { sort: 'date', order: 'desc' });
  return { ...page, data: page.data.map(toEntry) };
}

/** "projects, services, ... and settings": what the refusal to restore anything else names. */
const restorable = [...CONTENT_ENTITIES.map((entity) => CONTENT_TYPES[entity].plural), 'settings'];
const NOT_RESTORABLE = `Only ${restorable.slice(0, -1).join(', ')} and ${restorable.at(-1)} can be restored`;

export type RestoreResult =
  | { ok: true; entity: RestorableEntity; entityId: string | null; restored: unknown }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Puts content back as it was before an audited change (an edit undone, a deleted record back
 * with its id). The restore is itself a change in the log, so it can be undone the same way.
 * Under the record's lock: two restores of a deleted record at once bring it back once.
 */
export async function restoreFromAudit(db: Db, id: number, actor: Actor, now: number): Promise<RestoreResult> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, status: 404, message: 'Audit entry not found' };
  const { entity } = row;
  if (!isRestorable(entity)) {
    return { ok: false, status: 409, message: NOT_RESTORABLE };
  }
  if (row.before === null) return { ok: false, status: 409, message: 'This entry created the record: there is no earlier version to restore' };
  const version = JSON.parse(row.before) as Record<string, unknown>;
  if (entity === 'settings') {
    await writeSiteSettings(db, (stored) => ({ ...stored, ...version }), new Date(now), { actor, action: 'restore' });
    return { ok: true, entity, entityId: 'site', restored: await readSiteSettings(db) };
  }
  const recordId = String(version._id);
  const content: ContentTable<never, { _id: string }> = CONTENT_TABLES[entity];
  const restored = await withLocks(db, [`restore:${entity}:${recordId}`], (trx) => content.restore(trx, version, new Date(now), actor));
  return { ok: true, entity, entityId: recordId, restored };
}
