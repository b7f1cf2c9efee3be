import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOf } from '../../../shared/api/common.ts';
import { Testimonial, TestimonialInput, TestimonialsQuery } from '../../../shared/api/testimonials.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { testimonialTable } from '../../services/content/testimonial-table.ts';
import { listAllTestimonials, listPublicTestimonials } from './testimonials.ts';

/** Staff list every testimonial, approved or not, in display order. */
const staffRoutes = crudRoutes({ path: '/api/admin/testimonials', label: 'Testimonial', input: TestimonialInput, record: Testimonial, list: listAllTestimonials, ...testimonialTable });

const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));

  const listSchema = { querystring: TestimonialsQuery, response: { 200: ListOf(Testimonial) } };
  app.get('/api/testimonials', { schema: listSchema, config: { publicCache: true } }, async (request, reply) => {
    const featured = request.query.featured === true;
    return app.publicCache.reply(request, reply, `testimonials:${featured}`, async () => ({
      success: true,
      data: await listPublicTestimonials(app.db, { featured }),
    }));
  });
};

export default testimonialRoutes;
