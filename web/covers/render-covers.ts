import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeVariants } from '../../api/media/image-variants.ts';
import { compositions } from './compositions.ts';

/**
 * Renders the built-in project covers into web/public/covers (committed; run again after
 * changing a composition): `node web/covers/render-covers.ts`.
 */
const outDir = resolve(import.meta.dirname, '../public/covers');
mkdirSync(outDir, { recursive: true });
for (const [name, source] of Object.entries(compositions)) {
  const picture = await writeVariants(Buffer.from(source), outDir, name);
  console.log(name, picture);
}
