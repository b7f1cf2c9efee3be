import type { AdminStats } from '../../../shared/api/admin.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

const countRows = async (db: Db, table: keyof Database, where?: { column: 'status'; value: string }) => {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (where) query = query.where(where.column, '=', where.value);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
};

/** The seven counts of spec §3 'Admin stats'; subscribers are the active ones. */
export async function readStats(db: Db): Promise<AdminStats> {
  return {
    totalContacts: await countRows(db, 'contacts'),
    totalQuotes: await countRows(db, 'quotes'),
    totalProjects: await countRows(db, 'projects'),
    totalServices: await countRows(db, 'services'),
    totalTestimonials: await countRows(db, 'testimonials'),
    totalSubscribers: await countRows(db, 'subscribers', { column: 'status', value: 'active' }),
    totalCampaigns: await countRows(db, 'campaigns'),
  };
}
