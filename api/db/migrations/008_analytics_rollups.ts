import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the analytics panel reads daily totals kept up to date as events arrive, so 30 days
 * cost the same at a million page views as at a thousand; raw events are kept only for the
 * retention period (ANALYTICS_RETENTION_DAYS). Existing events are rolled up once here.
 */
// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Page views per day: kind 'total' (key ''), 'path' (the page) or 'referrer' (the host).
  await db.schema
    .createTable('visitor_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_daily_pk', ['kind', 'day', 'key'])
    .execute();
  // Web-vital samples per day and value; `units` is the value in whole milliseconds (CLS: in
  // ten-thousandths), so a percentile is read from a few thousand counted values, not every sample.
  await db.schema
    .createTable('vital_daily')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('samples', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('vital_daily_pk', ['name', 'day', 'units'])
    .execute();
  await db.schema.createIndex('visitor_events_created_at').on('visitor_events').column('created_at').execute();

  const views = "FROM visitor_events WHERE type = 'pageview'";
  await sql.raw(`INSERT INTO visitor_daily (day, kind, key, views) SELECT day, 'total', '', count(*) ${views} GROUP BY day`).execute(db);
  await sql.raw(`INSERT INTO visitor_daily (day, kind, key, views) SELECT day, 'path', path, count(*) ${views} GROUP BY day, path`).execute(db);
  await sql
    .raw(
      `INSERT INTO visitor_daily (day, kind, key, views) SELECT day, 'referrer', referrer, count(*) ${views} AND referrer IS NOT NULL GROUP BY day, referrer`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO vital_daily (name, day, units, samples)
       SELECT name, day, units, count(*) FROM (
         SELECT name, day, CAST(round(value * (CASE WHEN name = 'CLS' THEN 10000 ELSE 1 END)) AS bigint) AS units
         FROM visitor_events WHERE type = 'vital'
       ) AS samples GROUP BY name, day, units`,
    )
    .execute(db);
}
