import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Issue 18, the Activity list: newest first, whole or by staff member or by kind of record
  // (keyset pages on time and id, as every list).
  await db.schema.createIndex('audit_log_by_date').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_staff_by_date').on('audit_log').columns(['admin_email', 'created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_by_date').on('audit_log').columns(['entity', 'created_at', 'id']).execute();

  // Alerts of new leads: one row per lead in the order the leads were committed (see
  // api/routes/alerts/alerts.ts), so a client asking "after N" never skips one. Only the lead's
  // kind and id: no personal data, and an erased lead takes its row with it.
  await db.schema
    .createTable('lead_alerts')
    .$call(serialId(dialect))
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_alerts_lead').on('lead_alerts').columns(['lead_kind', 'lead_id']).execute();
}
