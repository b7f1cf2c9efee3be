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

/**
 * A live URL's last frameability check. Staff get the reason and the time; visitors get only
 * whether the preview is shown ('ok') or not ('blocked'): a checker's raw reasons (a refused
 * connection, an HTTP status) would tell anybody what answers where.
 */
export const FrameCheck = Type.Object({
  status: Type.Enum(FRAME_STATUSES),
  reason: Type.Optional(Type.String()),
  checkedAt: Type.Optional(Type.String()),
});
export type FrameCheck = Static<typeof FrameCheck>;
