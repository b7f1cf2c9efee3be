import { Testimonial, TestimonialInput } from '../../../shared/api/testimonials';
import { crudRoutes } from '../admin/crud';
import { createTestimonial, deleteTestimonial, listAllTestimonials, updateTestimonial } from './testimonials';

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
