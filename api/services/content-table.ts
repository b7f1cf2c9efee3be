import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** Tables of staff-edited content: a text id, the record's columns and two timestamps. */
type ContentTableName = 'services' | 'projects' | 'testimonials' | 'email_templates';
type Row<T extends ContentTableName> = Database[T];
type Columns<T extends ContentTableName> = Omit<Row<T>, 'id' | 'created_at' | 'updated_at'>;

export interface ContentTable<Input, Item> {
  create(db: Db, input: Input, now: Date): Promise<Item>;
  /** undefined when no record has that id */
  update(db: Db, id: string, input: Input, now: Date): Promise<Item | undefined>;
  /** false when no record has that id */
  remove(db: Db, id: string): Promise<boolean>;
}

/**
 * Create, update and delete for one content table, given how its API record maps to columns and
 * back. The mapping functions are typed per table; inside, the table name is dynamic, which
 * Kysely cannot type, hence the one untyped handle.
 */
export function contentTable<T extends ContentTableName, Input, Item>(spec: {
  table: T;
  toItem: (row: Row<T>) => Item;
  toColumns: (input: Input) => Columns<T>;
}): ContentTable<Input, Item> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const untyped = (db: Db) => db as unknown as Kysely<any>;
  const table: string = spec.table;
  return {
    async create(db, input, now) {
      const stamp = now.toISOString();
      const row = { id: randomUUID(), ...spec.toColumns(input), created_at: stamp, updated_at: stamp } as Row<T>;
      await untyped(db).insertInto(table).values(row).execute();
      return spec.toItem(row);
    },
    async update(db, id, input, now) {
      const row = await untyped(db)
        .updateTable(table)
        .set({ ...spec.toColumns(input), updated_at: now.toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && spec.toItem(row as Row<T>);
    },
    async remove(db, id) {
      const result = await untyped(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
