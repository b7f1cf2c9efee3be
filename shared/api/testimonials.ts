import { Type, type Static } from 'typebox';
import { LinkOrPath, RequiredText, Stored, Text } from './common.ts';
import { Picture } from './media.ts';

export const TestimonialInput = Type.Object({
  name: RequiredText(120),
  position: Text(120),
  company: Text(120),
  content: RequiredText(3000),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  image: LinkOrPath(2048),
  isActive: Type.Boolean(),
  isApproved: Type.Boolean(),
  isFeatured: Type.Boolean(),
  order: Type.Integer({ minimum: 1, maximum: 10_000 }),
  project: Type.Optional(Text(150)),
});
export type TestimonialInput = Static<typeof TestimonialInput>;

export const Testimonial = Stored(TestimonialInput, {
  /** Responsive variants of `image` (the client's photo), when the server made them: visitors get a small one. */
  picture: Type.Optional(Picture),
});
export type Testimonial = Static<typeof Testimonial>;
