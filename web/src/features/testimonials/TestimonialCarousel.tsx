import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../lib/displayRules';
import { SizedForAll } from '../../components/SizedForAll';
import { prefersReducedMotion } from '../../lib/scroll';
import { TestimonialQuote } from './TestimonialQuote';
import { useFeaturedTestimonials } from './useFeaturedTestimonials';

/**
 * Testimonial carousel (spec §2): advances every 5 s; dots jump to a slide; using an arrow
 * stops auto-advance for good. It also pauses while hovered or focused, and never
 * auto-advances for visitors who prefer reduced motion.
 */
export default function TestimonialCarousel() {
  const testimonials = useFeaturedTestimonials();
  const [index, setIndex] = useState(0);
  const [autoAdvance, setAutoAdvance] = useState(true);
  const [paused, setPaused] = useState(false);
  const count = testimonials.length;

  useEffect(() => {
    if (!autoAdvance || paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoAdvance, paused, count]);

  const step = (delta: number) => {
    setAutoAdvance(false);
    setIndex((current) => (current + delta + count) % count);
  };
  const shown = Math.min(index, count - 1);
  const active = testimonials[shown];
  if (!active) return null;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={autoAdvance && !paused ? 'off' : 'polite'}
      >
        {/* Sized for the longest testimonial: the buttons below stay where the visitor's finger is. */}
        <SizedForAll
          items={testimonials}
          shown={shown}
          shownKey={active._id}
          render={(testimonial) => (
            <div className="carousel__quote">
              <TestimonialQuote testimonial={testimonial} />
            </div>
          )}
        />
      </div>
      <div className="carousel__controls">
        <button type="button" className="icon-button icon-button--round" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" size={20} />
          <span className="visually-hidden">Previous testimonial</span>
        </button>
        <div className="carousel__dots">
          {testimonials.map((testimonial, dot) => (
            <button
              type="button"
              key={testimonial._id}
              className="carousel__dot"
              aria-current={dot === index}
              onClick={() => setIndex(dot)}
            >
              <span className="visually-hidden">Show testimonial {dot + 1}</span>
            </button>
          ))}
        </div>
        <button type="button" className="icon-button icon-button--round" onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" size={20} />
          <span className="visually-hidden">Next testimonial</span>
        </button>
      </div>
    </section>
  );
}
