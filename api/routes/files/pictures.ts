import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileRecord } from '../../../shared/api/files.ts';
import { PICTURE_FORMATS } from '../../../shared/media.ts';
import type { Db } from '../../db/connect.ts';
import { recordPicture, writeVariants } from '../../media/image-variants.ts';

/**
 * Where an upload's responsive variants live on disk (beside uploads/, which holds only what
 * staff uploaded) and as URLs (served by variant-routes.ts).
 */
export const variantsDir = (uploadsDir: string) => `${uploadsDir}-variants`;
export const VARIANT_NAME_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9]{1,4}\\.(avif|webp)$';

/**
 * Makes the responsive variants of an uploaded image, so a project using it gets srcset/sizes.
 * An image the library cannot decode stays an upload without variants (false).
 */
export async function makeUploadPicture(db: Db, uploadsDir: string, file: FileRecord): Promise<boolean> {
  if (!file.mime.startsWith('image/')) return false;
  const name = file.storedName.replace(/\.[a-z]+$/, '');
  await mkdir(variantsDir(uploadsDir), { recursive: true, mode: 0o700 });
  try {
    const made = await writeVariants(join(uploadsDir, file.storedName), variantsDir(uploadsDir), name);
    await recordPicture(db, file.url, { base: `/uploads/variants/${name}`, ...made });
    return true;
  } catch {
    return false;
  }
}

/** Removes the variants of an upload that is about to be deleted. */
export async function removeUploadPicture(db: Db, uploadsDir: string, fileId: string): Promise<void> {
  const file = await db.selectFrom('files').select('stored_name').where('id', '=', fileId).executeTakeFirst();
  if (!file) return;
  const row = await db.deleteFrom('image_variants').where('url', '=', `/uploads/${file.stored_name}`).returning(['base', 'widths']).executeTakeFirst();
  if (!row) return;
  const name = row.base.slice(row.base.lastIndexOf('/') + 1);
  const widths: number[] = JSON.parse(row.widths);
  await Promise.all(
    widths.flatMap((width) => PICTURE_FORMATS.map((format) => rm(join(variantsDir(uploadsDir), `${name}-${width}.${format}`), { force: true }))),
  );
}
