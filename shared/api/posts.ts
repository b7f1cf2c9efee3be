import { Type, type Static } from 'typebox';
import type { SortOf } from './lists.ts';
import { POST_KINDS, POST_STATUSES, POST_TAG_MAX_LENGTH } from '../posts.ts';
import { Id, RequiredText, Text } from './common.ts';
import { Picture } from './media.ts';

/**
 * Insights (design §13): articles and case studies written in Markdown by staff, rendered to
 * sanitised HTML by the server when saved, public once published and their time has come.
 */

/** Lower-case letters of any script, their marks and digits, in words joined by single hyphens. */
const SLUG_PATTERN = '^[\\p{Ll}\\p{Lo}\\p{Lm}\\p{M}\\p{Nd}]+(?:-[\\p{Ll}\\p{Lo}\\p{Lm}\\p{M}\\p{Nd}]+)*$';
export const SLUG_MAX_LENGTH = 100;
export const Slug = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

/** A site path (an upload, a built-in cover) or an https address: never a script URL. */
const ImageUrl = Type.String({ maxLength: 2048, pattern: '^(/[^/\\s][^\\s]*|https://[^\\s]+)$' });
/** Lower-cased and trimmed when saved; /insights?tag= filters by it. */
export const Tag = RequiredText(POST_TAG_MAX_LENGTH);
export const POST_TAGS_MAX = 8;
/** A long article is 5,000 words (about 35,000 characters); this leaves room under the body limit. */
export const POST_BODY_MAX_LENGTH = 60_000;

/** POST /api/admin/posts and PUT /api/admin/posts/{id} (design §13). */
export const PostInput = Type.Object({
  title: RequiredText(150),
  /**
   * Left out: made from the title, and kept in step with it until the post is first public
   * (unless staff typed one); given: used as it is, while the post has never been public.
   */
  slug: Type.Optional(Slug),
  /** The summary under the title, in lists and in the page's meta description; made from the body when empty. */
  excerpt: Text(300),
  /** Markdown: headings, lists, links, images, code, quotes, tables. Raw HTML is shown as text. */
  body: Text(POST_BODY_MAX_LENGTH),
  coverImage: Type.Optional(Type.Union([ImageUrl, Type.Literal('')])),
  /** Required with a cover: what the picture shows, for those who cannot see it. */
  coverAlt: Type.Optional(Text(200)),
  tags: Type.Array(Tag, { maxItems: POST_TAGS_MAX }),
  kind: Type.Enum(POST_KINDS),
  /** A case study's portfolio project, shown on that project's page. */
  projectId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  status: Type.Enum(POST_STATUSES),
  /** ISO time: required for 'scheduled' (in the future); a 'published' post may be dated in the past. */
  publishAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Literal('')])),
  /**
   * PUT only: the `updatedAt` of the version these edits were made on (the editor sends the one it
   * last read or saved). A save over a version someone has saved since is refused with 409, so two
   * staff in one post (or one in two windows) never silently undo each other's work. Left out, the
   * save is not checked.
   */
  baseUpdatedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type PostInput = Static<typeof PostInput>;

export const PostAuthor = Type.Object({ name: Type.String(), role: Type.String() });
export type PostAuthor = Static<typeof PostAuthor>;

/** What a list or a link shows of a post. */
export const PostSummary = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  coverImage: Type.String(),
  coverAlt: Type.String(),
  /** Responsive variants of the cover, when the server made them. */
  picture: Type.Optional(Picture),
  tags: Type.Array(Type.String()),
  kind: Type.Enum(POST_KINDS),
  projectId: Type.Union([Type.String(), Type.Null()]),
  author: PostAuthor,
  readingMinutes: Type.Integer(),
  /** ISO time the post went (or goes) public. */
  publishedAt: Type.String(),
  updatedAt: Type.String(),
});
export type PostSummary = Static<typeof PostSummary>;

/** GET /api/posts/{slug}: the post with its HTML, the posts before and after it, and related ones. */
export const PublicPost = Type.Intersect([
  PostSummary,
  Type.Object({
    html: Type.String(),
    /** The next older and next newer published post. */
    previous: Type.Union([PostSummary, Type.Null()]),
    next: Type.Union([PostSummary, Type.Null()]),
    /** Up to RELATED_POSTS other posts sharing the most tags, newest first. */
    related: Type.Array(PostSummary),
  }),
]);
export type PublicPost = Static<typeof PublicPost>;

/** GET /api/posts: published posts, newest first, a keyset page at a time. */
export const PostsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 600, pattern: '^[A-Za-z0-9_-]+$' })),
  tag: Type.Optional(Tag),
  kind: Type.Optional(Type.Enum(POST_KINDS)),
  /** The case studies of one portfolio project (its page shows them). */
  project: Type.Optional(Id),
});
export type PostsQuery = Static<typeof PostsQuery>;

const NewsletterSend = Type.Object({ campaignId: Type.String(), sentAt: Type.String() });

/** A post in the staff list: its state and its newsletter besides what visitors see. */
export const PostListItem = Type.Intersect([
  PostSummary,
  Type.Object({
    /** 'scheduled': published with a time still to come. */
    status: Type.Enum(POST_STATUSES),
    /** The planned or actual publication time; null for a draft never given one. */
    publishAt: Type.Union([Type.String(), Type.Null()]),
    /** Once a post has been public its slug stays, so links to it keep working. */
    slugLocked: Type.Boolean(),
    authorId: Type.Union([Type.String(), Type.Null()]),
    /** The last newsletter campaign made from it. */
    newsletter: Type.Union([NewsletterSend, Type.Null()]),
    createdAt: Type.String(),
  }),
]);
export type PostListItem = Static<typeof PostListItem>;

/** A post as staff edit it: with its Markdown and the HTML the server made of it. */
export const Post = Type.Intersect([PostListItem, Type.Object({ body: Type.String(), html: Type.String() })]);
export type Post = Static<typeof Post>;

/** POST /api/admin/posts/preview: the HTML the server would store for a body. */
export const PostPreviewInput = Type.Object({ body: Text(POST_BODY_MAX_LENGTH) });
export const PostPreview = Type.Object({ html: Type.String(), readingMinutes: Type.Integer() });
export type PostPreview = Static<typeof PostPreview>;

/**
 * POST /api/admin/posts/{id}/newsletter (and GET for its draft): a campaign to confirmed
 * subscribers made from the post. Once sent, another send needs `confirmResend`.
 */
export const PostNewsletterInput = Type.Object({
  /** The whole article in the mail instead of its excerpt and a link. */
  fullText: Type.Optional(Type.Boolean()),
  /** To send a post again: the campaign id of its last send (`lastSent`), which staff confirm they saw. */
  confirmResend: Type.Optional(Id),
});
export type PostNewsletterInput = Static<typeof PostNewsletterInput>;
/** The staff list's sort keys (LIST_SORTS.posts): the last edited first, or by title. */
export type PostSort = SortOf<'posts'>;
export const PostNewsletterQuery = Type.Object({ fullText: Type.Optional(Type.Boolean()) });

/** The campaign a post would make: what the campaign tools (preview, test, audience) take. */
export const PostNewsletterDraft = Type.Object({
  name: Type.String(),
  subject: Type.String(),
  content: Type.String(),
  targetAudience: Type.Literal('newsletter_subscribers'),
  /** The last send of this post, if any: a new one needs confirmResend. */
  lastSent: Type.Union([NewsletterSend, Type.Null()]),
});
export type PostNewsletterDraft = Static<typeof PostNewsletterDraft>;
