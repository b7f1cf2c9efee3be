import type { Picture } from '../api/media.ts';
import { PICTURE_WIDTHS } from '../media.ts';

/** The built-in covers (projects and Insights articles) rendered by web/covers/render-covers.ts into web/public/covers. */
const cover = (name: string): Picture => ({ base: `/covers/${name}`, width: 1200, height: 750, widths: [...PICTURE_WIDTHS] });

/** A cover's `image` URL: its largest WebP, for anything that wants a single file. */
export const coverImage = (name: string) => `/covers/${name}-1200.webp`;

const COVER_NAMES = ['marble-rocks', 'kisan-mandi', 'gondwana', 'citycare', 'narmada-fresh', 'school-connect', 'page-speed', 'app-or-website'] as const;

/** Picture of each built-in cover, by its `image` URL. */
export const coverPictures: Record<string, Picture> = Object.fromEntries(COVER_NAMES.map((name) => [coverImage(name), cover(name)]));
