import type { Post, PostInput } from '../../../../shared/api/posts';

/** The editor's form: the call's input, with tags as typed (comma-separated). */
export interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImage: string;
  coverAlt: string;
  tags: string;
  kind: PostInput['kind'];
  projectId: string;
}

export const EMPTY_FORM: PostForm = { title: '', slug: '', excerpt: '', body: '', coverImage: '', coverAlt: '', tags: '', kind: 'article', projectId: '' };

export const formOf = (post: Post): PostForm => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  coverImage: post.coverImage,
  coverAlt: post.coverAlt,
  tags: post.tags.join(', '),
  kind: post.kind,
  projectId: post.projectId ?? '',
});

/** How a save publishes: what staff chose, or else the post's present state kept. */
export type Publication = Pick<PostInput, 'status' | 'publishAt'>;

export const keepPublication = (post: Post | null): Publication =>
  post ? { status: post.status, publishAt: post.status === 'scheduled' ? (post.publishAt ?? '') : '' } : { status: 'draft' };

/**
 * The input of a save over `saved` (null for a new post): the slug only when staff changed it (else
 * the server keeps it in step with the title), and the version the edits were made on, so the
 * server refuses the save if someone else has saved the post since.
 */
export function inputOf(form: PostForm, publication: Publication, saved: Post | null): PostInput {
  const tags = form.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    ...form,
    slug: form.slug.trim() && form.slug.trim() !== saved?.slug ? form.slug.trim() : undefined,
    tags,
    projectId: form.kind === 'case_study' ? form.projectId : '',
    ...publication,
    baseUpdatedAt: saved?.updatedAt,
  };
}

/** An ISO time as a datetime-local input shows it, in the staff member's own time zone. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO time. */
export const fromLocalInput = (value: string): string => new Date(value).toISOString();
