import type { Kysely } from 'kysely';
import type { DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  // Issue 18: where the visit that sent a lead came from (its landing URL's UTM tags, else the
  // referring site), the page it landed on, and whether it downloaded the pricing brochure; null
  // (0) for leads from before, or without a source.
  for (const table of ['contacts', 'quotes']) {
    for (const column of ['utm_source', 'utm_medium', 'utm_campaign', 'landing_page']) {
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    }
    await db.schema.alterTable(table).addColumn('downloaded_brochure', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
}
