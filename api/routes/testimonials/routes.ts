import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TestimonialsQuery } from '../../../shared/api/testimonials.ts';
import { listPublicTestimonials } from './testimonials.ts';

const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/testimonials', { schema: { querystring: TestimonialsQuery } }, async (request, reply) => {
    const featured = request.query.featured === true;
    return app.publicCache.reply(request, reply, `testimonials:${featured}`, async () => ({
      success: true,
      data: await listPublicTestimonials(app.db, { featured }),
    }));
  });
};

export default testimonialRoutes;
