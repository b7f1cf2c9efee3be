import type { Testimonial, TestimonialInput } from '../../../shared/api/testimonials.ts';
import { contentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

type TestimonialRow = Database['testimonials'];

const toTestimonial = (row: TestimonialRow): Testimonial => ({
  _id: row.id,
  name: row.name,
  position: row.position,
  company: row.company,
  content: row.content,
  rating: row.rating,
  image: row.image,
  isActive: row.is_active === 1,
  isApproved: row.is_approved === 1,
  isFeatured: row.is_featured === 1,
  order: row.sort_order,
  ...(row.project ? { project: row.project } : {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toColumns = (input: TestimonialInput) => ({
  name: input.name,
  position: input.position,
  company: input.company,
  content: input.content,
  rating: input.rating,
  image: input.image,
  is_active: input.isActive ? 1 : 0,
  is_approved: input.isApproved ? 1 : 0,
  is_featured: input.isFeatured ? 1 : 0,
  sort_order: input.order,
  project: input.project || null,
});

/** Testimonials visitors may see: active and approved, in the staff's order. */
export async function listPublicTestimonials(db: Db, opts: { featured?: boolean } = {}): Promise<Testimonial[]> {
  let query = db.selectFrom('testimonials').selectAll().where('is_active', '=', 1).where('is_approved', '=', 1);
  if (opts.featured) query = query.where('is_featured', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('created_at').execute();
  return rows.map(toTestimonial);
}

export async function listAllTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('created_at').execute();
  return rows.map(toTestimonial);
}

/** Create, update and delete, for the staff routes and the first-start seed. */
export const testimonialTable = contentTable({ table: 'testimonials', entity: 'testimonial', toItem: toTestimonial, toColumns });
export const { create: createTestimonial, update: updateTestimonial, remove: deleteTestimonial } = testimonialTable;
