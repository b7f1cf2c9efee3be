import type { AdminStats } from '../../../shared/api/dashboard.ts';
import type { Db } from '../../db/connect.ts';
import { countRows } from '../../services/paged-list.ts';

/**
 * The seven counts of spec §3 'Admin stats'; subscribers are the active ones. Each count reads at
 * most the list count cap of index entries, or a recent exact figure for bigger tables
 * (services/paged-list.ts), so the dashboard costs the same at a million leads.
 */
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
