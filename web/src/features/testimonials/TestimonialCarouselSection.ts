import { lazySection } from '../../lib/lazySection';
// The carousel's styles come with the page that shows it (the server inlines a page's own CSS).
import './testimonials.css';

/** The testimonial carousel (TestimonialCarousel): its code loads when it nears the viewport. */
export const TestimonialCarouselSection = lazySection(() => import('./TestimonialCarousel'));
