import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Testimonial, TestimonialInput } from '../../../shared/api/testimonials.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { publicContentRoute } from '../../services/list-routes.ts';
import { testimonialTable } from '../../services/content/testimonial-table.ts';
import { listAllTestimonials, listPublicTestimonials } from './testimonials.ts';

/** Staff list every testimonial, approved or not, in display order. */
const staffRoutes = crudRoutes({ path: '/api/admin/testimonials', label: 'Testimonial', input: TestimonialInput, record: Testimonial, list: listAllTestimonials, ...testimonialTable });

const testimonialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
  publicContentRoute(app, { path: '/api/testimonials', item: Testimonial, read: listPublicTestimonials });
};

export default testimonialRoutes;
