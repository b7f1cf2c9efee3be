import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Responsive variants made for an image URL (an upload or a built-in cover).
  await db.schema
    .createTable('image_variants')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull())
    .execute();

  // Whether a project's live site may be shown in a frame, as last checked.
  await db.schema
    .createTable('frame_checks')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
}
