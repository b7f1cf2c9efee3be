import type { Testimonial } from '../../../../shared/api/testimonials';
import { fallbackTestimonials } from '../../stores/fallbackContent';
import { useSiteData } from '../../stores/siteData';

/** Server testimonials, or the four built-in ones when the server had none to give. */
export function useFeaturedTestimonials(): Testimonial[] {
  const fetched = useSiteData((state) => state.testimonials);
  return fetched.length > 0 ? fetched : fallbackTestimonials;
}
