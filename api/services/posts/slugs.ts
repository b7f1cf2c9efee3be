import { SLUG_MAX_LENGTH } from '../../../shared/api/posts.ts';
import { wholeLettersWithin } from '../../../shared/whole-letters.ts';
import type { Db } from '../../db/connect.ts';
import { takeLocks } from '../../db/locks.ts';

/** Room left at the end of a slug made from a title for a number that tells it apart (-2, -10). */
const SUFFIX_ROOM = 5;

/**
 * A post's address made from its title: lower-case words of any script joined by hyphens, Latin
 * accents dropped ('Café in Jabalpur' -> 'cafe-in-jabalpur'); Devanagari and other scripts stay
 * as they are, which browsers show as written.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Lm}\p{M}\p{Nd}]+/gu, '-')
    .replace(/^[-\p{M}]+|-+$/gu, '');
  const room = SLUG_MAX_LENGTH - SUFFIX_ROOM;
  if (words.length <= room) return words || 'post';
  const cut = wholeLettersWithin(words, room);
  return cut.slice(0, cut.lastIndexOf('-') > room / 2 ? cut.lastIndexOf('-') : cut.length).replace(/-+$/, '');
}

/**
 * A typed or copied post address as stored: composed (NFC), as a keyboard or a Mac's copy may not
 * write it, and lower case, the only case a slug has, as a link retyped in a mail or a chat may not.
 */
export const slugAsStored = (slug: string): string => slug.normalize('NFC').toLowerCase();

/** Every change of a post's slug happens under this lock: its uniqueness check and the write are one step. */
export const lockSlugs = (trx: Db) => takeLocks(trx, ['post-slugs']);

export async function slugTaken(trx: Db, slug: string, exceptId?: string): Promise<boolean> {
  const row = await trx
    .selectFrom('posts')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `base`, or `base-2`, `base-3`... whichever no other post has. Called under lockSlugs, so two
 * posts saved at once with the same title get different slugs rather than one of them failing.
 * (A slug holds no LIKE wildcard: its pattern admits only letters, marks, digits and hyphens.)
 */
export async function freeSlug(trx: Db, base: string, exceptId?: string): Promise<string> {
  const rows = await trx
    .selectFrom('posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Whether `slug` is `base` or `base` with a number added by freeSlug. */
export const isSlugOf = (slug: string, base: string) => slug === base || new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`, 'u').test(slug);
