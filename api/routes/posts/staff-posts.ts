import type { ListParams, Page } from '../../../shared/api/lists.ts';
import type { PostListItem, PostSort } from '../../../shared/api/posts.ts';
import type { Db } from '../../db/connect.ts';
import { pageRows, type ListSpec } from '../../services/paged-list.ts';
import { picturesOf, toListItem, type PostRow } from '../../services/posts/post-records.ts';

const postList: ListSpec<PostSort> = {
  table: 'posts',
  sorts: { date: { column: 'updated_at' }, title: { column: 'title', folded: true } },
  search: ['title'],
};

/** A page of every post, drafts too, the last edited first by default. */
export async function listPostPage(db: Db, params: ListParams<PostSort>, now: number): Promise<Page<PostListItem>> {
  const page = await pageRows<PostSort, PostRow>(db, postList, params, { sort: 'date', order: 'desc' });
  const pictures = await picturesOf(db, page.data.map((row) => row.cover_image));
  return { ...page, data: page.data.map((row) => toListItem(row, pictures, now)) };
}

export async function findPostRow(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The titles of posts by their slugs (a person's timeline names what they read); a slug no post has any more stays as it is. */
export async function titlesOfSlugs(db: Db, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const rows = await db.selectFrom('posts').select(['slug', 'title']).where('slug', 'in', slugs).execute();
  const titles = new Map(rows.map((row) => [row.slug, row.title]));
  return slugs.map((slug) => titles.get(slug) ?? slug);
}
