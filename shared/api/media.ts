import { Type, type Static } from 'typebox';
import { FRAME_STATUSES } from '../media.ts';

/**
 * A stored image's responsive variants: each width in `widths` exists as `${base}-${width}.avif`
 * and `.webp` (shared/media.ts); width and height are the original's, for the aspect ratio.
 */
export const Picture = Type.Object({
  base: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  widths: Type.Array(Type.Integer()),
});
export type Picture = Static<typeof Picture>;

export const FrameCheck = Type.Object({
  status: Type.Enum(FRAME_STATUSES),
  reason: Type.String(),
  checkedAt: Type.String(),
});
export type FrameCheck = Static<typeof FrameCheck>;
