import type { AuditAction, AuditEntity } from '../../shared/api/audit.ts';
import type { Db } from '../db/connect.ts';

/** The staff member making a change, as their session names them. */
export interface Actor {
  email: string;
}

export interface AuditChange {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  /** The record as it was (undefined or null: there was none). */
  before?: unknown;
  /** The record as it is now (undefined or null: there is none). */
  after?: unknown;
}

/** Field names that may hold a secret: never stored in the log, whatever record carries them. */
const SECRET_FIELD = /password|hash|token|secret/i;

/**
 * A record as the log keeps it: JSON, without any field named like a secret. The records logged
 * are the API's own (which carry no secret); this is the second line, should one ever grow one.
 */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, field: unknown) => (key && SECRET_FIELD.test(key) ? undefined : field));
}

/**
 * Records one staff change in the audit log. Called by the domain function that makes the change,
 * with the same transaction handle, so the entry and the change are committed together or not at
 * all, and `before` is what that very transaction replaced (see docs/leads-and-data-rights.md, Audit log).
 */
export async function recordAudit(trx: Db, actor: Actor, now: number, change: AuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      admin_email: actor.email,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      before: auditJson(change.before),
      after: auditJson(change.after),
      created_at: now,
    })
    .execute();
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one (a domain function
 * called inside another's transaction, e.g. the project drafted from a won quote).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
