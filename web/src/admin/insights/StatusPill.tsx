import type { PostListItem } from '../../../../shared/api/posts';
import { formatMoment } from '../ui/format';

const PILL = { draft: 'inactive', scheduled: 'paused', published: 'active' } as const;

/** Draft, scheduled (with its time) or published. */
export function StatusPill({ post }: { post: Pick<PostListItem, 'status' | 'publishAt'> }) {
  const when = post.status === 'scheduled' && post.publishAt ? ` for ${formatMoment(Date.parse(post.publishAt))}` : '';
  return <span className={`adm-pill adm-pill--${PILL[post.status]}`}>{`${post.status}${when}`}</span>;
}
