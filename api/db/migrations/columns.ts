import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

/** The engines one set of migrations serves (design §10). */
export type DialectName = 'sqlite' | 'postgres';

/**
 * Milliseconds since the epoch outgrow PostgreSQL's 32-bit `integer`; `bigint` is 64-bit on
 * both engines (SQLite's integers always are) and reads back as a number (api/db/connect.ts).
 */
export const MS_TIME = 'bigint';

/**
 * An auto-numbered `id` key: SQLite's rowid alias, a PostgreSQL identity column. Used with
 * `createTable(...).$call(serialId(dialect))`.
 */
export function serialId(dialect: DialectName) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return <T extends CreateTableBuilder<any, any>>(table: T): T =>
    (dialect === 'postgres'
      ? table.addColumn('id', 'bigint', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement())) as T;
}
