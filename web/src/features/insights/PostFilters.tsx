import { Link } from 'react-router-dom';
import { POST_KINDS, postFilterQuery, type PostFilter, type PostKind } from '../../../../shared/post-filter';

const query = (filter: PostFilter) => {
  const params = postFilterQuery(filter);
  return params ? `/insights?${params}` : '/insights';
};

const KIND_FILTER_LABELS: Record<PostKind, string> = { article: 'Articles', case_study: 'Case studies' };

/** All, articles or case studies; and the tag chosen from a post, with a way back to every tag. */
export function PostFilters({ filter }: { filter: PostFilter }) {
  const kinds = [{ label: 'All', kind: undefined }, ...POST_KINDS.map((kind) => ({ label: KIND_FILTER_LABELS[kind], kind }))];
  return (
    <nav className="post-filters" aria-label="Show">
      {kinds.map(({ label, kind }) => (
        <Link key={label} to={query({ ...filter, kind })} className="post-filter" aria-current={filter.kind === kind ? 'true' : undefined}>
          {label}
        </Link>
      ))}
      {filter.tag && (
        <Link to={query({ kind: filter.kind })} className="post-filter" aria-current="true" aria-label={`Tag ${filter.tag}: show every tag`}>
          #{filter.tag} ×
        </Link>
      )}
    </nav>
  );
}
