import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../shared/api/errors.ts';
import { POST_TAG_MAX_LENGTH, tagAsStored } from '../../../shared/post-filter.ts';
import type { Post, PostInput } from '../../../shared/api/posts.ts';
import type { SeedPost } from '../../../shared/content/posts.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { inTransaction, recordAudit, type Actor } from '../audit.ts';
import { nextVersion } from '../versions.ts';
import { imageUrls, renderBody, type RenderedBody } from './markdown.ts';
import { findPost, isLive, isSlugLocked, picturesOf, toPost, type PostRow } from './post-records.ts';
import { freeSlug, isSlugOf, lockSlugs, slugFromTitle, slugTaken } from './slugs.ts';


type Columns = Omit<PostRow, 'id' | 'author_id' | 'author_name' | 'author_role' | 'newsletter_sends' | 'newsletter_campaign_id' | 'newsletter_sent_at' | 'created_at' | 'updated_at'>;

/** The row as it is, locked on PostgreSQL until the transaction ends: the `before` of a change. */
const currentRow = (trx: Db, id: string) =>
  trx
    .selectFrom('posts')
    .selectAll()
    .where('id', '=', id)
    .$if(dialectOf(trx) === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();

/** A post just written, read back in the same transaction. */
async function readPost(db: Db, id: string, now: number): Promise<Post> {
  const post = await findPost(db, id, now);
  if (!post) throw new Error(`Post ${id} was written but cannot be read back`);
  return post;
}

/** The post as the audit log keeps it: its Markdown, not the HTML made from it again on restore. */
const auditVersion = ({ html: _html, picture: _picture, ...version }: Post) => version;

/**
 * Tags as stored: trimmed, composed, lower case, each once, in the order given. A few capitals lower-case
 * to two characters ('İ' is 'i' and a dot above), so a tag within its length may not be once
 * stored: it is refused, not cut, as its link and filter could not find it.
 */
function normalTags(tags: string[]): string[] {
  const stored = [...new Set(tags.map(tagAsStored))];
  const tooLong = stored.find((tag) => [...tag].length > POST_TAG_MAX_LENGTH);
  if (tooLong) throw new ApiError(400, `tags: "${tooLong}" is longer than ${POST_TAG_MAX_LENGTH} characters in lower case`);
  return stored;
}

async function writeTags(trx: Db, postId: string, tags: string[]): Promise<void> {
  await trx.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  if (tags.length) await trx.insertInto('post_tags').values(tags.map((tag) => ({ tag, post_id: postId }))).execute();
}

/** What staff asked for, as the stored status and time (see isLive). */
function publication(input: PostInput, before: PostRow | undefined, now: number): Pick<PostRow, 'status' | 'publish_at'> {
  const at = input.publishAt ? Date.parse(input.publishAt) : undefined;
  // The date-time format admits a leap second (23:59:60), which no JavaScript clock can hold.
  if (at !== undefined && !Number.isFinite(at)) throw new ApiError(400, `publishAt: ${input.publishAt} is not a time this server can keep`);
  if (input.status === 'draft') return { status: 'draft', publish_at: at ?? before?.publish_at ?? null };
  if (input.status === 'scheduled') {
    if (at === undefined || at <= now) throw new ApiError(400, 'publishAt: a scheduled post needs a publication time in the future');
    return { status: 'published', publish_at: at };
  }
  if (at !== undefined && at > now) throw new ApiError(400, "publishAt: that time is still to come; schedule the post instead (status 'scheduled')");
  // Saving a public post again keeps its date; publishing anew dates it now.
  return { status: 'published', publish_at: at ?? (before && isLive(before, now) ? before.publish_at : now) };
}

async function slugFor(trx: Db, given: PostInput, before: PostRow | undefined, now: number): Promise<string> {
  // One spelling per address: 'café' typed with a combining accent is the same address as 'café'.
  const input = { ...given, slug: given.slug?.normalize('NFC') };
  if (before && isSlugLocked(before, now)) {
    if (input.slug && input.slug !== before.slug) throw new ApiError(409, 'slug: this post has been public at its address, which stays so that links to it keep working');
    return before.slug;
  }
  if (input.slug) {
    if (await slugTaken(trx, input.slug, before?.id)) throw new ApiError(409, `slug: another post already has the address "${input.slug}"`);
    return input.slug;
  }
  const base = slugFromTitle(input.title);
  if (!before) return freeSlug(trx, base);
  if (isSlugOf(before.slug, base)) return before.slug;
  // One staff typed stays; one made from the old title follows the new one.
  if (!isSlugOf(before.slug, slugFromTitle(before.title))) return before.slug;
  return freeSlug(trx, base, before.id);
}

/**
 * The cover's description and the linked project. A case study may keep the link to a project
 * deleted since (`postId`: the post being saved), so that it stays editable and links again if
 * the project is restored; a link to any other missing project is refused.
 */
async function checkLinks(db: Db, input: PostInput, postId?: string): Promise<void> {
  if (input.coverImage && !input.coverAlt) throw new ApiError(400, 'coverAlt: describe the cover picture for readers who cannot see it');
  if (!input.projectId) return;
  if (input.kind !== 'case_study') throw new ApiError(400, 'projectId: only a case study links a portfolio project');
  const project = await db.selectFrom('projects').select('id').where('id', '=', input.projectId).executeTakeFirst();
  if (project) return;
  const kept = postId && (await db.selectFrom('posts').select('id').where('id', '=', postId).where('project_id', '=', input.projectId).executeTakeFirst());
  if (!kept) throw new ApiError(400, 'projectId: no portfolio project has this id');
}

/** The Markdown rendered (outside any transaction: it is the slow part) with the variants of its pictures. */
export async function renderPostBody(db: Db, body: string): Promise<RenderedBody> {
  return renderBody(body, await picturesOf(db, imageUrls(body)));
}

async function columnsFor(trx: Db, input: PostInput, rendered: RenderedBody, before: PostRow | undefined, now: number): Promise<Columns> {
  const planned = publication(input, before, now);
  const slug = await slugFor(trx, input, before, now);
  const wasLive = before && isLive(before, now) ? before.publish_at : null;
  const goesLive = isLive(planned, now) ? planned.publish_at : null;
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt || rendered.summary,
    body: input.body,
    html: rendered.html,
    cover_image: input.coverImage ?? '',
    cover_alt: input.coverImage ? (input.coverAlt ?? '') : '',
    tags: JSON.stringify(normalTags(input.tags)),
    kind: input.kind,
    project_id: input.projectId || null,
    ...planned,
    first_published_at: before?.first_published_at ?? wasLive ?? goesLive,
    reading_minutes: rendered.readingMinutes,
  };
}

/** The byline of a new post: the staff member's name and role as their account holds them. */
async function authorOf(db: Db, actor: Actor): Promise<Pick<PostRow, 'author_id' | 'author_name' | 'author_role'>> {
  const admin = await db.selectFrom('admins').select(['id', 'name', 'role']).where('email', '=', actor.email).executeTakeFirst();
  return { author_id: admin?.id ?? null, author_name: admin?.name ?? '', author_role: admin?.role ?? '' };
}

/**
 * A new post. Its slug is chosen under one lock for every slug change, so two posts created at
 * once with the same title both succeed, one as `title`, the other as `title-2`.
 */
export async function createPost(db: Db, input: PostInput, now: number, actor: Actor): Promise<Post> {
  await checkLinks(db, input);
  const rendered = await renderPostBody(db, input.body);
  return withLocks(db, ['post-slugs'], async (trx) => {
    const columns = await columnsFor(trx, input, rendered, undefined, now);
    const stamp = new Date(now).toISOString();
    const id = randomUUID();
    const author = await authorOf(trx, actor);
    await trx
      .insertInto('posts')
      .values({ id, ...columns, ...author, newsletter_campaign_id: null, newsletter_sent_at: null, created_at: stamp, updated_at: stamp })
      .execute();
    await writeTags(trx, id, JSON.parse(columns.tags));
    const post = await readPost(trx, id, now);
    await recordAudit(trx, actor, now, { action: 'create', entity: 'post', entityId: id, after: auditVersion(post) });
    return post;
  });
}

const EDITED_SINCE =
  'This post was saved by someone else since you opened it (or in another window). Copy what you wrote, open the post again to see their changes, then add yours.';

/** The post as saved; undefined when no post has that id. */
export async function updatePost(db: Db, id: string, input: PostInput, now: number, actor: Actor): Promise<Post | undefined> {
  await checkLinks(db, input, id);
  const rendered = await renderPostBody(db, input.body);
  return withLocks(db, ['post-slugs'], async (trx) => {
    const before = await currentRow(trx, id);
    if (!before) return undefined;
    // Checked under the lock every post write takes, so of two saves on one version only the first lands.
    if (input.baseUpdatedAt && input.baseUpdatedAt !== before.updated_at) throw new ApiError(409, EDITED_SINCE);
    const columns = await columnsFor(trx, input, rendered, before, now);
    await trx.updateTable('posts').set({ ...columns, updated_at: nextVersion(before.updated_at, now).toISOString() }).where('id', '=', id).execute();
    await writeTags(trx, id, JSON.parse(columns.tags));
    const post = await readPost(trx, id, now);
    await recordEdit(trx, actor, now, toPost(before, new Map(), now), post);
    return post;
  });
}

/** Saves of one draft by one staff member within this span make one audit entry (autosave). */
export const EDIT_SESSION_MS = 10 * 60_000;

/**
 * An edit in the audit log. The editor saves a draft every few seconds while staff type; each save
 * logging the whole text twice would fill the log, so saves of a draft nobody can see, by the
 * same staff member within EDIT_SESSION_MS of the last, extend that entry: its `before` stays the
 * draft as the session found it (what a restore puts back), its `after` and time move on.
 */
async function recordEdit(trx: Db, actor: Actor, now: number, before: Post, after: Post): Promise<void> {
  if (before.status === 'draft' && after.status === 'draft') {
    const last = await trx
      .selectFrom('audit_log')
      .select(['id', 'admin_email', 'action', 'created_at'])
      .where('entity', '=', 'post')
      .where('entity_id', '=', after._id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (last?.action === 'update' && last.admin_email === actor.email && now - last.created_at < EDIT_SESSION_MS) {
      await trx.updateTable('audit_log').set({ after: JSON.stringify(auditVersion(after)), created_at: now }).where('id', '=', last.id).execute();
      return;
    }
  }
  await recordAudit(trx, actor, now, { action: 'update', entity: 'post', entityId: after._id, before: auditVersion(before), after: auditVersion(after) });
}

export async function deletePost(db: Db, id: string, now: number, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await currentRow(trx, id);
    if (!before) return false;
    // Its tags go with it (ON DELETE CASCADE).
    await trx.deleteFrom('posts').where('id', '=', id).execute();
    await recordAudit(trx, actor, now, { action: 'delete', entity: 'post', entityId: id, before: auditVersion(toPost(before, new Map(), now)) });
    return true;
  });
}

/**
 * Puts back a version of a post the audit log kept, over the current one or as it was when it has
 * been deleted since (called inside the audit restore's transaction). A post that has been public
 * keeps its present address; a restored one whose address another post took meanwhile gets a free one.
 */
export async function restorePost(db: Db, version: Record<string, unknown>, now: Date, actor: Actor): Promise<Post> {
  const v = version as unknown as Post;
  const input: PostInput = { ...v, slug: undefined, coverImage: v.coverImage, projectId: v.projectId ?? '', publishAt: v.publishAt ?? '' };
  const rendered = await renderPostBody(db, v.body);
  return inTransaction(db, async (trx) => {
    await lockSlugs(trx);
    const at = now.getTime();
    const before = await currentRow(trx, v._id);
    const slug = before && isSlugLocked(before, at) ? before.slug : (await slugTaken(trx, v.slug, v._id)) ? await freeSlug(trx, v.slug, v._id) : v.slug;
    const wasLive = before && isLive(before, at) ? before.publish_at : null;
    const columns: Columns = {
      ...((await columnsFor(trx, { ...input, slug, status: 'draft' }, rendered, before, at))),
      status: v.status === 'draft' ? 'draft' : 'published',
      publish_at: v.publishAt ? Date.parse(v.publishAt) : null,
      // A deleted post that had been public keeps its address fixed: its version says so.
      first_published_at: before?.first_published_at ?? wasLive ?? (v.slugLocked ? Date.parse(v.publishedAt) : null),
    };
    const stamp = now.toISOString();
    if (before) await trx.updateTable('posts').set({ ...columns, updated_at: stamp }).where('id', '=', v._id).execute();
    else {
      const sent = v.newsletter;
      await trx
        .insertInto('posts')
        .values({
          id: v._id,
          ...columns,
          author_id: v.authorId,
          author_name: v.author.name,
          author_role: v.author.role,
          newsletter_sends: sent ? 1 : 0,
          newsletter_campaign_id: sent?.campaignId ?? null,
          newsletter_sent_at: sent ? Date.parse(sent.sentAt) : null,
          created_at: v.createdAt,
          updated_at: stamp,
        })
        .execute();
    }
    await writeTags(trx, v._id, JSON.parse(columns.tags));
    const post = await readPost(trx, v._id, at);
    await recordAudit(trx, actor, at, { action: 'restore', entity: 'post', entityId: v._id, before: before ? auditVersion(toPost(before, new Map(), at)) : null, after: auditVersion(post) });
    return post;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** First start only: one built-in post, published the given days ago, in the seed's transaction. */
export async function insertSeedPost(trx: Db, seed: SeedPost, projectId: string | null, now: number): Promise<void> {
  const { html, readingMinutes } = await renderPostBody(trx, seed.body);
  const at = now - seed.publishedDaysAgo * DAY_MS;
  const stamp = new Date(at).toISOString();
  const id = randomUUID();
  const tags = normalTags(seed.tags);
  await trx
    .insertInto('posts')
    .values({
      id,
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      body: seed.body,
      html,
      cover_image: seed.coverImage ?? '',
      cover_alt: seed.coverAlt ?? '',
      tags: JSON.stringify(tags),
      kind: seed.kind,
      project_id: projectId,
      status: 'published',
      publish_at: at,
      first_published_at: at,
      reading_minutes: readingMinutes,
      author_id: null,
      author_name: seed.author.name,
      author_role: seed.author.role,
      newsletter_campaign_id: null,
      newsletter_sent_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await writeTags(trx, id, tags);
}
