import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../../../shared/api/testimonials';
import { defaultTestimonials } from '../../../../shared/content/testimonials';
import { TestimonialQuote } from './TestimonialQuote';

const stored = (overrides: Partial<Testimonial>): Testimonial => ({ ...defaultTestimonials[0], _id: 't1', createdAt: '', updatedAt: '', ...overrides });

describe('who said it', () => {
  it('shows the photo staff gave a testimonial, its smallest variant for the 48 px circle', () => {
    const picture = { base: '/uploads/variants/5f0c', width: 900, height: 900, widths: [400, 800] };
    const { container } = render(<TestimonialQuote testimonial={stored({ image: '/uploads/5f0c.jpg', picture })} />);
    const photo = container.querySelector('figcaption img');
    expect(photo?.getAttribute('src')).toBe('/uploads/variants/5f0c-400.webp');
    expect(photo?.getAttribute('alt')).toBe('');
    // A photo the server made no variants of (an https address) is shown as it is.
    const { container: linked } = render(<TestimonialQuote testimonial={stored({ image: 'https://example.com/client.jpg' })} />);
    expect(linked.querySelector('figcaption img')?.getAttribute('src')).toBe('https://example.com/client.jpg');
  });

  it('shows the initial without a photo', () => {
    const { container } = render(<TestimonialQuote testimonial={stored({ name: 'Rajesh Sharma', image: '' })} />);
    expect(container.querySelector('figcaption img')).toBeNull();
    expect(container.querySelector('.avatar')?.textContent).toBe('R');
  });

  it('shows a whole first letter of a name written in a pasted fancy font, not half of it', () => {
    const { container } = render(<TestimonialQuote testimonial={stored({ name: '𝐑𝐚𝐣𝐞𝐬𝐡 𝐒𝐡𝐚𝐫𝐦𝐚', image: '' })} />);
    expect(container.querySelector('.avatar')?.textContent).toBe('𝐑');
  });
});
