import type { Service, ServiceInput } from '../../../shared/api/services.ts';
import { contentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

type ServiceRow = Database['services'];

const toService = (row: ServiceRow): Service => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  features: JSON.parse(row.features),
  subServices: JSON.parse(row.sub_services),
  pricing: {
    startingPrice: row.starting_price,
    currency: row.currency as Service['pricing']['currency'],
    billingCycle: row.billing_cycle as Service['pricing']['billingCycle'],
  },
  icon: row.icon as Service['icon'],
  category: row.category as Service['category'],
  isActive: row.is_active === 1,
  isFeatured: row.is_featured === 1,
  order: row.sort_order,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toColumns = (input: ServiceInput) => ({
  name: input.name,
  description: input.description,
  features: JSON.stringify(input.features),
  sub_services: JSON.stringify(input.subServices),
  starting_price: input.pricing.startingPrice,
  currency: input.pricing.currency,
  billing_cycle: input.pricing.billingCycle,
  icon: input.icon,
  category: input.category,
  is_active: input.isActive ? 1 : 0,
  is_featured: input.isFeatured ? 1 : 0,
  sort_order: input.order,
});

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

/** Returns the updated service, or undefined when no service has that id. */

/** Create, update and delete, for the staff routes and the first-start seed. */
export const serviceTable = contentTable({ table: 'services', entity: 'service', toItem: toService, toColumns });
export const { create: createService, update: updateService, remove: deleteService } = serviceTable;
