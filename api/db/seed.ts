import { coverPictures } from '../../shared/content/project-covers.ts';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { recordPicture } from '../media/image-variants.ts';
import { CONTENT_TABLES } from '../services/content/content-tables.ts';
import { writeSiteSettings } from '../services/site-config.ts';
import type { Db } from './connect.ts';
import { withLocks } from './locks.ts';

/**
 * First start only: fills an empty database with the built-in content of shared/content.
 * The site settings row marks a seeded database, so staff deletions are never undone. Instances
 * starting together take turns under one lock; those after the first find it seeded.
 */
export async function seedIfEmpty(db: Db, publicUrl: string, now: Date): Promise<boolean> {
  return withLocks(db, ['first-start-seed'], async (trx) => {
    const seeded = await trx.selectFrom('settings').select('key').where('key', '=', 'site').executeTakeFirst();
    if (seeded) return false;
    // Spread the creation times so "newest first" keeps the built-in order.
    const at = (i: number) => new Date(now.getTime() - i * 1000);
    const { service, project, testimonial } = CONTENT_TABLES;
    for (const [i, item] of defaultServices.entries()) await service.create(trx, item, at(i));
    for (const [i, item] of defaultProjects.entries()) await project.create(trx, item, at(i));
    for (const [url, picture] of Object.entries(coverPictures)) await recordPicture(trx, url, picture);
    for (const [i, item] of defaultTestimonials.entries()) await testimonial.create(trx, item, at(i));
    await writeSiteSettings(
      trx,
      { ...defaultSiteSettings, siteInfo: { ...defaultSiteSettings.siteInfo, url: publicUrl } },
      now,
    );
    return true;
  });
}
