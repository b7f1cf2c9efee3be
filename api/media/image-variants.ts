import type { Sharp } from 'sharp';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import type { Picture } from '../../shared/api/media.ts';
import { PICTURE_FORMATS, PICTURE_WIDTHS } from '../../shared/media.ts';
import type { Db } from '../db/connect.ts';

/** Encoder settings per format: visually clean at a fraction of a JPEG's size. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72, effort: 5 }),
};

/**
 * Writes `${name}-${width}.avif|webp` into `dir` for each of PICTURE_WIDTHS the source is at
 * least as wide as (or just its own width when it is narrower than all of them).
 */
export async function writeVariants(source: string | Buffer, dir: string, name: string): Promise<Omit<Picture, 'base'>> {
  // Loaded with the first upload: sharp and libvips are not needed to start serving.
  const { default: sharp } = await import('sharp');
  // rotate() applies the EXIF orientation, so a phone photo is stored upright.
  const upright = sharp(source, { animated: false }).rotate();
  const { width = 0, height = 0, orientation = 1 } = await sharp(source).metadata();
  const [w, h] = orientation >= 5 ? [height, width] : [width, height];
  const fitting = PICTURE_WIDTHS.filter((candidate) => candidate <= w);
  const widths = fitting.length > 0 ? fitting : [w];
  await Promise.all(
    widths.flatMap((target) =>
      PICTURE_FORMATS.map(async (format) => {
        const file = join(dir, `${name}-${target}.${format}`);
        await ENCODE[format](upright.clone().resize({ width: target })).toFile(file);
        // libvips creates files with the process umask (0644 by default); uploads are 0600 (design §7).
        await chmod(file, 0o600);
      }),
    ),
  );
  return { width: w, height: h, widths: [...widths] };
}

export async function recordPicture(db: Db, url: string, picture: Picture): Promise<void> {
  const row = { base: picture.base, width: picture.width, height: picture.height, widths: JSON.stringify(picture.widths) };
  await db
    .insertInto('image_variants')
    .values({ url, ...row })
    .onConflict((oc) => oc.column('url').doUpdateSet(row))
    .execute();
}

export const pictureOf = (row: { base: string | null; width: number | null; height: number | null; widths: string | null }): Picture | undefined =>
  row.base === null ? undefined : { base: row.base, width: row.width ?? 0, height: row.height ?? 0, widths: JSON.parse(row.widths ?? '[]') };
