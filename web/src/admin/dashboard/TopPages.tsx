import type { AnalyticsSummary } from '../../../../shared/api/analytics';

/** The most viewed pages, by title with the path beside it when they differ. */
export function TopPages({ pages }: { pages: AnalyticsSummary['topPages'] }) {
  return (
    <div>
      <h3>Top pages</h3>
      {pages.length === 0 ? (
        <p className="adm-muted">No page views yet.</p>
      ) : (
        <ol className="adm-rank">
          {pages.slice(0, 8).map((page) => (
            <li key={page.path}>
              <span title={page.path}>
                {page.title}
                {page.title !== page.path && <small className="adm-rank__path">{page.path}</small>}
              </span>
              <span className="adm-rank__value">{page.views}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
