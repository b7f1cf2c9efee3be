import type { Testimonial, TestimonialInput } from '../../../shared/api/testimonials.ts';
import type { Database } from '../../db/schema.ts';
import { contentTable } from './content-table.ts';

type TestimonialRow = Database['testimonials'];

export const toTestimonial = (row: TestimonialRow): Testimonial => ({
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

/** Testimonial writes: the staff routes, restores and the first-start seed. */
export const testimonialTable = contentTable({ entity: 'testimonial', toItem: toTestimonial, toColumns });
