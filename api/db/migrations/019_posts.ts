import { sql, type Kysely } from 'kysely';
import { MS_TIME, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Issue 29, Insights: posts written in Markdown, stored with the HTML rendered when saved. A
  // post is public when its status is 'published' and its publish time has come (a scheduled
  // post is a published one with a time still ahead), so nothing has to flip it at that time.
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text', (c) => c.notNull())
    .addColumn('cover_alt', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', MS_TIME)
    // Set once the post has been public: its slug no longer changes.
    .addColumn('first_published_at', MS_TIME)
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    // The staff account that wrote it, and its name and role as shown under the title (kept when
    // the account goes).
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_role', 'text', (c) => c.notNull())
    // How many times it was sent as a newsletter: a send claims the next number (one per post
    // unless staff confirm again), and the last campaign and time.
    .addColumn('newsletter_sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('newsletter_campaign_id', 'text')
    .addColumn('newsletter_sent_at', MS_TIME)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public list, newest first, a keyset page at a time; and the next publish time to come.
  await db.schema.createIndex('posts_public').on('posts').columns(['status', 'publish_at', 'id']).execute();
  // The staff list's sort keys (as migration 007 indexes every list's).
  await db.schema.createIndex('posts_by_updated_at').on('posts').columns(['updated_at', 'id']).execute();
  const lower = sql.raw(dialect === 'postgres' ? '(lower(title) collate "C")' : 'lower(title)');
  await sql`CREATE INDEX posts_by_title ON posts (${lower}, id)`.execute(db);
  await db.schema.createIndex('posts_by_project').on('posts').column('project_id').execute();

  // One row per tag of a post, for /insights?tag= (the post's own `tags` keeps their order).
  await db.schema
    .createTable('post_tags')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_tags_pk', ['tag', 'post_id'])
    .execute();
  await db.schema.createIndex('post_tags_by_post').on('post_tags').column('post_id').execute();

  // Which posts the visit that sent a lead read before (slugs, JSON), for the person's timeline.
  await db.schema.alterTable('contacts').addColumn('read_posts', 'text').execute();
  await db.schema.alterTable('quotes').addColumn('read_posts', 'text').execute();

  // A post's byline: staff accounts held only an address until now.
  await db.schema.alterTable('admins').addColumn('name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('admins').addColumn('role', 'text', (c) => c.notNull().defaultTo('')).execute();
}
