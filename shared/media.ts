/**
 * Responsive pictures and live-preview checks: constants shared by the server and the web app
 * (no schema library here, so the home page bundle stays small).
 */

/** Widths (CSS pixels x density) and formats every picture is encoded in, best format first. */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const pictureUrl = (picture: { base: string }, width: number, format: PictureFormat) => `${picture.base}-${width}.${format}`;

/** Whether a project's live site can be shown in a frame, as the server last found it. */
export const FRAME_STATUSES = ['ok', 'blocked', 'unreachable'] as const;
export type FrameStatus = (typeof FRAME_STATUSES)[number];
