import { Testimonial, TestimonialInput } from '../../../shared/api/testimonials.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { createTestimonial, deleteTestimonial, listAllTestimonials, updateTestimonial } from './testimonials.ts';

/** Staff list every testimonial, approved or not, in display order. */
export default crudRoutes({
  path: '/api/admin/testimonials',
  label: 'Testimonial',
  input: TestimonialInput,
  record: Testimonial,
  list: listAllTestimonials,
  create: createTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
});
