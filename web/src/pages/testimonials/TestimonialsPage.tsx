import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { TestimonialCarouselSection } from '../../features/testimonials/TestimonialCarouselSection';
import { TestimonialQuote } from '../../features/testimonials/TestimonialQuote';
import { useFeaturedTestimonials } from '../../features/testimonials/useFeaturedTestimonials';
import { ButtonLink } from '../../components/ButtonLink';

export default function TestimonialsPage() {
  const testimonials = useFeaturedTestimonials();
  return (
    <>
      <PageMeta title="Testimonials" description="What our clients say about working with us." />
      <PageHero eyebrow="Testimonials" title="What Our Clients Say" lead="Business owners across Madhya Pradesh on working with our team." />
      <section className="section" aria-label="Featured testimonial">
        <div className="container container--narrow">
          <TestimonialCarouselSection />
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="all-testimonials">
        <div className="container">
          <SectionHeading title="All Testimonials" id="all-testimonials" />
          <ul className="card-grid card-grid--2">
            {testimonials.map((testimonial) => (
              <li className="card" key={testimonial._id}>
                <TestimonialQuote testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction title="Want results like these?" text="Start with a free quote; we reply within one working day.">
        <ButtonLink to="/get-started" look="primary">Get Started</ButtonLink>
      </CallToAction>
    </>
  );
}
