import type { Service } from '../../../shared/api/services.ts';
import type { Db } from '../../db/connect.ts';
import { toService } from '../../services/content/service-table.ts';

/** Services for visitors: active ones only, in the staff's order. */
export async function listPublicServices(db: Db, opts: { featured?: boolean } = {}): Promise<Service[]> {
  let query = db.selectFrom('services').selectAll().where('is_active', '=', 1);
  if (opts.featured) query = query.where('is_featured', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('created_at').execute();
  return rows.map(toService);
}

export async function listAllServices(db: Db): Promise<Service[]> {
  const rows = await db.selectFrom('services').selectAll().orderBy('sort_order').orderBy('created_at').execute();
  return rows.map(toService);
}
