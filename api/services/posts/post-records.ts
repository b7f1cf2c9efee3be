import type { Selectable } from 'kysely';
import type { Picture } from '../../../shared/api/media.ts';
import type { Post, PostListItem, PostSummary } from '../../../shared/api/posts.ts';
import type { PostStatus } from '../../../shared/posts.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pictureOf } from '../../media/image-variants.ts';

export type PostRow = Selectable<Database['posts']>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Public: published, and its time has come. A scheduled post needs nothing to happen at its time. */
export const isLive = (row: Pick<PostRow, 'status' | 'publish_at'>, now: number) =>
  row.status === 'published' && row.publish_at !== null && row.publish_at <= now;

export const statusOf = (row: Pick<PostRow, 'status' | 'publish_at'>, now: number): PostStatus =>
  row.status === 'draft' ? 'draft' : isLive(row, now) ? 'published' : 'scheduled';

/** Once public, a post's address stays: links to it, in the feed and in mails, keep working. */
export const isSlugLocked = (row: Pick<PostRow, 'status' | 'publish_at' | 'first_published_at'>, now: number) =>
  row.first_published_at !== null || isLive(row, now);

/** The variants made for the pictures at these URLs (uploads and built-in covers). */
export async function picturesOf(db: Db, urls: string[]): Promise<Map<string, Picture>> {
  const wanted = [...new Set(urls.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('image_variants').selectAll().where('url', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.url, pictureOf(row)!]));
}

export function toSummary(row: PostRow, pictures: Map<string, Picture>): PostSummary {
  const picture = pictures.get(row.cover_image);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    coverAlt: row.cover_alt,
    ...(picture && { picture }),
    tags: JSON.parse(row.tags),
    kind: row.kind,
    projectId: row.project_id,
    author: { name: row.author_name, role: row.author_role },
    readingMinutes: row.reading_minutes,
    publishedAt: iso(row.publish_at ?? Date.parse(row.updated_at)),
    updatedAt: row.updated_at,
  };
}

export function toListItem(row: PostRow, pictures: Map<string, Picture>, now: number): PostListItem {
  return {
    ...toSummary(row, pictures),
    status: statusOf(row, now),
    publishAt: row.publish_at === null ? null : iso(row.publish_at),
    slugLocked: isSlugLocked(row, now),
    authorId: row.author_id,
    newsletter:
      row.newsletter_campaign_id && row.newsletter_sent_at !== null ? { campaignId: row.newsletter_campaign_id, sentAt: iso(row.newsletter_sent_at) } : null,
    createdAt: row.created_at,
  };
}

export const toPost = (row: PostRow, pictures: Map<string, Picture>, now: number): Post => ({
  ...toListItem(row, pictures, now),
  body: row.body,
  html: row.html,
});

/** Summaries of rows, their cover pictures read in one query. */
export async function summariesOf(db: Db, rows: PostRow[]): Promise<PostSummary[]> {
  const pictures = await picturesOf(db, rows.map((row) => row.cover_image));
  return rows.map((row) => toSummary(row, pictures));
}

/** One post as staff edit it, whatever its state. */
export async function findPost(db: Db, id: string, now: number): Promise<Post | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPost(row, await picturesOf(db, [row.cover_image]), now);
}
