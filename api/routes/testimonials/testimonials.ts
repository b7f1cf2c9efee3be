import type { Testimonial } from '../../../shared/api/testimonials.ts';
import type { Db } from '../../db/connect.ts';
import { pictureOf } from '../../media/image-variants.ts';
import { toTestimonial } from '../../services/content/testimonial-table.ts';

/** Testimonials visitors may see: active and approved, in the staff's order, with the variants of their photos. */
export async function listPublicTestimonials(db: Db, opts: { featured?: boolean } = {}): Promise<Testimonial[]> {
  let query = db
    .selectFrom('testimonials')
    .leftJoin('image_variants', 'image_variants.url', 'testimonials.image')
    .selectAll('testimonials')
    .select(['base', 'width', 'height', 'widths'])
    .where('is_active', '=', 1)
    .where('is_approved', '=', 1);
  if (opts.featured) query = query.where('is_featured', '=', 1);
  const rows = await query.orderBy('sort_order').orderBy('testimonials.created_at').execute();
  return rows.map((row) => {
    const picture = pictureOf(row);
    return { ...toTestimonial(row), ...(picture && { picture }) };
  });
}

export async function listAllTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('created_at').execute();
  return rows.map(toTestimonial);
}
