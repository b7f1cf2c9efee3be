import type { Post, PostInput } from '../../../shared/api/posts.ts';
import type { Actor } from '../audit.ts';
import type { ContentTable } from '../content/content-table.ts';
import { findPost } from './post-records.ts';
import { createPost, deletePost, restorePost, updatePost } from './post-writes.ts';

/** A post always has a staff member behind it: its byline and its audit entry name them. */
function staff(actor: Actor | undefined): Actor {
  if (!actor) throw new TypeError('A post is written by a staff member (actor)');
  return actor;
}

/** Posts as one kind of content (shared/content-types.ts), over their own writes: slugs under a lock, Markdown rendered at save. */
export const postTable: ContentTable<PostInput, Post> = {
  create: (db, input, now, actor) => createPost(db, input, now.getTime(), staff(actor)),
  update: (db, id, input, now, actor) => updatePost(db, id, input, now.getTime(), staff(actor)),
  remove: (db, id, now, actor) => deletePost(db, id, (now ?? new Date()).getTime(), staff(actor)),
  // Its status (draft, scheduled, published) as of this moment.
  find: (db, id) => findPost(db, id, Date.now()),
  restore: restorePost,
};
