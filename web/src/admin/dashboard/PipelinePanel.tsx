import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_STATUS_LABELS, OPEN_LEAD_STATUSES } from '../../../../shared/api/pipeline';
import { StagePill } from '../leads/StagePill';
import { leadPath, personPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useLoaded } from '../state/useLoaded';
import { formatDate } from '../ui/format';

/**
 * The Dashboard's pipeline (issue 18): open leads per stage, and the open leads whose follow-up
 * day has come (today in the agency's time zone, or before), each opening its lead.
 */
export function PipelinePanel() {
  const api = useAdminApi();
  const summary = useLoaded(useCallback(() => api.leads.summary(), [api])).value;

  return (
    <section className="adm-card adm-section" aria-labelledby="adm-pipeline">
      <h2 id="adm-pipeline">Open leads</h2>
      <ul className="adm-pipeline-stages" aria-label="Open leads by stage">
        {OPEN_LEAD_STATUSES.map((status) => (
          <li key={status}>
            <span className="adm-stat__label">{LEAD_STATUS_LABELS[status]}</span>
            <span className="adm-stat__value">{summary ? (summary.open[status] ?? 0) : '—'}</span>
          </li>
        ))}
      </ul>
      <h3>Follow-ups due</h3>
      {summary && summary.due.length === 0 && <p className="adm-muted">No follow-ups due.</p>}
      {summary && summary.due.length > 0 && (
        <ul className="adm-activity" aria-label="Follow-ups due">
          {summary.due.map((lead) => (
            <li key={`${lead.kind}-${lead.id}`}>
              <Link
                className="adm-activity__name"
                to={leadPath(lead.kind, lead.id, lead.email)}
              >
                {lead.name}
              </Link>
              <span className="adm-muted">
                {lead.kind === 'quote' ? 'Quote' : 'Contact'} · <StagePill status={lead.status} /> · <Link to={personPath(lead.email)}>{lead.email}</Link>
              </span>
              <time dateTime={lead.followUpOn}>{formatDate(lead.followUpOn)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
