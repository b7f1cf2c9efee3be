import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONTENT_TYPES, type ContentEntity, type ContentRecords } from '../../../shared/content-types.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction, recordAudit, type Actor } from '../audit.ts';

/** The table of a kind of content: a text id, the record's columns and two timestamps. */
type Row<E extends ContentEntity> = Database[(typeof CONTENT_TYPES)[E]['table']];
type Columns<E extends ContentEntity> = Omit<Row<E>, 'id' | 'created_at' | 'updated_at'>;

/**
 * Writes of one kind of content. Given the staff member making it (`actor`), a write and its
 * audit entry (with the record before and after) are one transaction; only the first-start seed
 * writes without one.
 */
export interface ContentTable<Input, Item> {
  create(db: Db, input: Input, now: Date, actor?: Actor): Promise<Item>;
  /** undefined when no record has that id */
  update(db: Db, id: string, input: Input, now: Date, actor?: Actor): Promise<Item | undefined>;
  /** false when no record has that id */
  remove(db: Db, id: string, now?: Date, actor?: Actor): Promise<boolean>;
  /** The record as the audit log keeps it; undefined when none has that id. */
  find(db: Db, id: string): Promise<Item | undefined>;
  /**
   * Puts back a version of a record that the audit log kept (`version`: the logged record, with
   * its `_id`): over the current one, or as it was when it has been deleted since.
   */
  restore(db: Db, version: Record<string, unknown>, now: Date, actor: Actor): Promise<Item>;
}

/**
 * Create, update and delete for one content table, given how its API record maps to columns and
 * back. The mapping functions are typed per table; inside, the table name is dynamic, which
 * Kysely cannot type, hence the one untyped handle.
 */
export function contentTable<E extends ContentEntity, Input = ContentRecords[E]['input'], Item extends { _id: string } = ContentRecords[E]['record']>(spec: {
  entity: E;
  toItem: (row: Row<E>) => Item;
  toColumns: (input: Input) => Columns<E>;
}): ContentTable<Input, Item> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = (db: Db) => db as unknown as Kysely<any>;
  const { entity } = spec;
  const table: string = CONTENT_TYPES[entity].table;

  /** The row as it is, locked on PostgreSQL until the transaction ends: the `before` of a change. */
  async function current(trx: Db, id: string): Promise<Item | undefined> {
    const row = await untyped(trx)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .$if(trx.isTransaction && dialectOf(trx) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    return row && spec.toItem(row as Row<E>);
  }

  async function insert(trx: Db, id: string, columns: Columns<E>, createdAt: string, updatedAt: string): Promise<Item> {
    const row = { id, ...columns, created_at: createdAt, updated_at: updatedAt } as Row<E>;
    await untyped(trx).insertInto(table).values(row).execute();
    return spec.toItem(row);
  }

  async function overwrite(trx: Db, id: string, columns: Columns<E>, now: Date): Promise<Item | undefined> {
    const row = await untyped(trx)
      .updateTable(table)
      .set({ ...columns, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && spec.toItem(row as Row<E>);
  }

  return {
    async create(db, input, now, actor) {
      const stamp = now.toISOString();
      if (!actor) return insert(db, randomUUID(), spec.toColumns(input), stamp, stamp);
      return inTransaction(db, async (trx) => {
        const item = await insert(trx, randomUUID(), spec.toColumns(input), stamp, stamp);
        await recordAudit(trx, actor, now.getTime(), { action: 'create', entity, entityId: item._id, after: item });
        return item;
      });
    },
    async update(db, id, input, now, actor) {
      if (!actor) return overwrite(db, id, spec.toColumns(input), now);
      return inTransaction(db, async (trx) => {
        const before = await current(trx, id);
        if (!before) return undefined;
        const item = await overwrite(trx, id, spec.toColumns(input), now);
        await recordAudit(trx, actor, now.getTime(), { action: 'update', entity, entityId: id, before, after: item });
        return item;
      });
    },
    async remove(db, id, now, actor) {
      if (!actor || !now) {
        const result = await untyped(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
        return result.numDeletedRows > 0n;
      }
      return inTransaction(db, async (trx) => {
        const before = await current(trx, id);
        if (!before) return false;
        await untyped(trx).deleteFrom(table).where('id', '=', id).execute();
        await recordAudit(trx, actor, now.getTime(), { action: 'delete', entity, entityId: id, before });
        return true;
      });
    },
    find: (db, id) => current(db, id),
    async restore(db, version, now, actor) {
      const id = String(version._id);
      return inTransaction(db, async (trx) => {
        const before = await current(trx, id);
        // Fields the logged version lacks (added to the form since) keep their present values.
        const columns = spec.toColumns({ ...before, ...version } as unknown as Input);
        const item = before
          ? ((await overwrite(trx, id, columns, now)) as Item)
          : await insert(trx, id, columns, typeof version.createdAt === 'string' ? version.createdAt : now.toISOString(), now.toISOString());
        await recordAudit(trx, actor, now.getTime(), { action: 'restore', entity, entityId: id, before: before ?? null, after: item });
        return item;
      });
    },
  };
}
