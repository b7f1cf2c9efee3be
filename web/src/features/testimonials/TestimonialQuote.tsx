import { Star } from 'lucide-react';
import type { Testimonial } from '../../../../shared/api/testimonials';
import { pictureUrl } from '../../../../shared/media';

export function Rating({ value }: { value: number }) {
  return (
    <p className="rating">
      <span className="visually-hidden">Rated {value} out of 5</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" size={16} className={star <= value ? 'rating__on' : 'rating__off'} />
      ))}
    </p>
  );
}

/** One testimonial: stars, quote and who said it; used by the carousel and the testimonials grid. */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  const role = [testimonial.position, testimonial.company].filter(Boolean).join(', ');
  const { picture } = testimonial;
  return (
    <figure className="testimonial">
      <Rating value={testimonial.rating} />
      <blockquote>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption>
        {testimonial.image ? (
          // A 48 px circle (its size is in the CSS): the smallest variant is sharp enough on any
          // screen (not the whole upload), in WebP, which every browser the site supports shows.
          // The name beside it says who it is, so the photo needs no text of its own.
          <img className="avatar" src={picture ? pictureUrl(picture, picture.widths[0], 'webp') : testimonial.image} alt="" loading="lazy" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {/* A whole letter: one pasted in a fancy font (𝐑) is two UTF-16 units. */}
            {[...testimonial.name][0]}
          </span>
        )}
        <span>
          <strong>{testimonial.name}</strong>
          {role && <span className="testimonial__role">{role}</span>}
          {testimonial.project && <span className="testimonial__project">Project: {testimonial.project}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
