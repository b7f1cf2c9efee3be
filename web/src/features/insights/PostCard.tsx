import { Link } from 'react-router-dom';
import type { PostSummary } from '../../../../shared/api/posts';
import { POST_KIND_LABELS, postPath } from '../../../../shared/posts';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { agencyDateLabel } from '../../../../shared/agency-time';

/** Cards are one column on phones, two on tablets, three from wide screens on. */
const CARD_SIZES = '(max-width: 720px) calc(100vw - 2.5rem), (max-width: 1100px) 50vw, 380px';

/** A post in a list: its cover, kind, title, summary, date and reading time; the title links to it. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--media post-card">
      {post.coverImage && <ResponsivePicture className="post-card__cover" src={post.coverImage} picture={post.picture} sizes={CARD_SIZES} lazy alt={post.coverAlt} />}
      <div className="card__body">
        <span className={`badge badge--${post.kind === 'case_study' ? 'mobile' : 'design'}`}>{POST_KIND_LABELS[post.kind]}</span>
        <Heading className="post-card__title">
          <Link to={postPath(post.slug)} className="post-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="clamp-3">{post.excerpt}</p>
        <p className="post-meta">
          <time dateTime={post.publishedAt}>{agencyDateLabel(post.publishedAt)}</time> · {post.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}
