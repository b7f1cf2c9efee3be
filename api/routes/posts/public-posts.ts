import { sql } from 'kysely';
import type { Page } from '../../../shared/api/lists.ts';
import type { PostsQuery, PostSummary, PublicPost } from '../../../shared/api/posts.ts';
import { FEED_ENTRIES, POSTS_PAGE_SIZE, RELATED_POSTS } from '../../../shared/posts.ts';
import { tagAsStored } from '../../../shared/post-filter.ts';
import type { Db } from '../../db/connect.ts';
import { pageRows, type AnyQuery, type ListSpec } from '../../services/paged-list.ts';
import { picturesOf, summariesOf, toSummary, type PostRow } from '../../services/posts/post-records.ts';
import { slugAsStored } from '../../services/posts/slugs.ts';

/** Posts visitors may see at `now`: published, their time come (the condition isLive states). */
const live = (db: Db, now: number) => db.selectFrom('posts').selectAll().where('status', '=', 'published').where('publish_at', '<=', now);

/**
 * A page of public posts, newest first: keyset pages on (publish time, id) like every list
 * (api/services/paged-list.ts), narrowed to a tag or a kind when asked.
 */
export async function listPublicPosts(db: Db, query: PostsQuery, now: number): Promise<Page<PostSummary>> {
  const spec: ListSpec<'date'> = {
    table: 'posts',
    sorts: { date: { column: 'publish_at' } },
    search: [],
    filter: (rows: AnyQuery) =>
      rows
        .where('status', '=', 'published')
        .where('publish_at', '<=', now)
        .$if(query.kind !== undefined, (q) => q.where('kind', '=', query.kind))
        .$if(query.project !== undefined, (q) => q.where('project_id', '=', query.project))
        .$if(query.tag !== undefined, (q) =>
          q.where('id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', tagAsStored(query.tag!))),
        ),
    filtered: () => true,
  };
  const page = await pageRows<'date', PostRow>(db, spec, { limit: query.limit ?? POSTS_PAGE_SIZE, cursor: query.cursor }, { sort: 'date', order: 'desc' });
  return { ...page, data: await summariesOf(db, page.data) };
}

/** A public post's row by its address in any spelling of it (what its share image needs). */
export const findLivePost = (db: Db, slug: string, now: number) => live(db, now).where('slug', '=', slugAsStored(slug)).executeTakeFirst();

/** One public post by its address, with its neighbours in time and up to three related by tag. */
export async function findPublicPost(db: Db, slug: string, now: number): Promise<PublicPost | undefined> {
  const row = await findLivePost(db, slug, now);
  if (!row) return undefined;
  const at = row.publish_at!;
  const [previous, next, related] = await Promise.all([
    live(db, now)
      .where(sql<boolean>`(publish_at, id) < (${at}, ${row.id})`)
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    live(db, now)
      .where(sql<boolean>`(publish_at, id) > (${at}, ${row.id})`)
      .orderBy('publish_at', 'asc')
      .orderBy('id', 'asc')
      .executeTakeFirst(),
    relatedRows(db, row, now),
  ]);
  const pictures = await picturesOf(db, [row, previous, next, ...related].map((r) => r?.cover_image ?? ''));
  const summary = (r: PostRow | undefined) => (r ? toSummary(r, pictures) : null);
  return { ...toSummary(row, pictures), html: row.html, previous: summary(previous), next: summary(next), related: related.map((r) => toSummary(r, pictures)) };
}

/** Other public posts sharing the most tags with this one, newest first among equals. */
async function relatedRows(db: Db, row: PostRow, now: number): Promise<PostRow[]> {
  const tags: string[] = JSON.parse(row.tags);
  if (!tags.length) return [];
  const shared = db
    .selectFrom('post_tags')
    .select(['post_id', (eb) => eb.fn.countAll<number>().as('shared')])
    .where('tag', 'in', tags)
    .where('post_id', '!=', row.id)
    .groupBy('post_id')
    .as('shared');
  const rows = await live(db, now)
    .innerJoin(shared, 'shared.post_id', 'posts.id')
    .orderBy('shared.shared', 'desc')
    .orderBy('posts.publish_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(RELATED_POSTS)
    .execute();
  return rows as unknown as PostRow[];
}

/**
 * When the public posts change by themselves: the next publish time after `now` of a scheduled
 * post. Answers that show posts are cached until then (public-cache.ts, expiresAt), so a scheduled
 * post appears at its time on every instance, each reading the same database, with no job to run.
 */
export async function nextPublishTime(db: Db, now: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', 'published')
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
}

/** The newest public posts with their HTML, for the Atom feed. */
export async function listFeedPosts(db: Db, now: number): Promise<(PostSummary & { html: string })[]> {
  const rows = await live(db, now).orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(FEED_ENTRIES).execute();
  const summaries = await summariesOf(db, rows);
  return summaries.map((summary, i) => ({ ...summary, html: rows[i].html }));
}

/** Every public post's slug and last change, for sitemap.xml. */
export async function listPublicPostSlugs(db: Db, now: number): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await live(db, now).clearSelect().select(['slug', 'updated_at']).orderBy('publish_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
