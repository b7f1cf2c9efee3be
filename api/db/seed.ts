import { coverPictures } from '../../shared/content/project-covers.ts';
import { defaultPosts } from '../../shared/content/posts.ts';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { recordPicture } from '../media/image-variants.ts';
import { CONTENT_TABLES } from '../services/content/content-tables.ts';
import { insertSeedPost } from '../services/posts/post-writes.ts';
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
    const projectIds = new Map<string, string>();
    for (const [i, item] of defaultProjects.entries()) projectIds.set(item.title, (await project.create(trx, item, at(i)))._id);
    for (const [url, picture] of Object.entries(coverPictures)) await recordPicture(trx, url, picture);
    for (const post of defaultPosts) await insertSeedPost(trx, post, (post.projectTitle && projectIds.get(post.projectTitle)) || null, now.getTime());
    for (const [i, item] of defaultTestimonials.entries()) await testimonial.create(trx, item, at(i));
    await writeSiteSettings(
      trx,
      { ...defaultSiteSettings, siteInfo: { ...defaultSiteSettings.siteInfo, url: publicUrl } },
      now,
    );
    return true;
  });
}
