import type { Service, ServiceInput } from '../../../shared/api/services.ts';
import type { Database } from '../../db/schema.ts';
import { contentTable } from './content-table.ts';

type ServiceRow = Database['services'];

export const toService = (row: ServiceRow): Service => ({
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

/** Service writes: the staff routes, restores and the first-start seed. */
export const serviceTable = contentTable({ entity: 'service', toItem: toService, toColumns });
