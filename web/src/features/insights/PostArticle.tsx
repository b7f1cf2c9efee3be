import { Link } from 'react-router-dom';
import type { PublicPost } from '../../../../shared/api/posts';
import { POST_KIND_LABELS } from '../../../../shared/posts';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { agencyDateLabel } from '../../../../shared/agency-time';

/** The article column's width, for the cover's sizes. */
const COVER_SIZES = '(max-width: 800px) calc(100vw - 2.5rem), 760px';

/**
 * A post as readers see it. Its body is the HTML the server rendered from the Markdown and
 * sanitised with an allow-list when it was saved (api/services/posts/markdown.ts): no Markdown or
 * editor code reaches this page, and the prerendered page holds the whole article.
 */
export function PostArticle({ post, siteName }: { post: PublicPost; siteName: string }) {
  const author = post.author.name || siteName;
  return (
    <article className="post">
      <header className="post__header">
        <span className={`badge badge--${post.kind === 'case_study' ? 'mobile' : 'design'}`}>{POST_KIND_LABELS[post.kind]}</span>
        <h1>{post.title}</h1>
        <p className="post__excerpt">{post.excerpt}</p>
        <p className="post-meta">
          By <strong>{author}</strong>
          {post.author.role && `, ${post.author.role}`} · <time dateTime={post.publishedAt}>{agencyDateLabel(post.publishedAt)}</time> · {post.readingMinutes} min read
        </p>
      </header>
      {post.coverImage && <ResponsivePicture className="post__cover" src={post.coverImage} picture={post.picture} sizes={COVER_SIZES} lazy={false} alt={post.coverAlt} />}
      {/* Allow-listed HTML from the server's renderer, stored at save. */}
      <div className="post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link className="tag" to={`/insights?tag=${encodeURIComponent(tag)}`} aria-label={`More posts tagged ${tag}`}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
