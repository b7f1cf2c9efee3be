import { useCallback } from 'react';
import type { AnalyticsSummary } from '../../../../shared/api/analytics';
import { useAdminApi } from '../state/AdminApiContext';
import { useLoaded } from '../state/useLoaded';
import { everyDay, lastDays } from './analyticsRange';
import { BarChart } from './BarChart';
import { FormFunnel } from './FormFunnel';
import { TopPages } from './TopPages';
import { WebVitals } from './WebVitals';

const RANGE_DAYS = 30;

/** Page views per day, top pages, p75 web vitals and the form funnel of the last 30 days (GET /api/analytics). */
export function AnalyticsPanel() {
  const api = useAdminApi();
  const { value: summary, failed } = useLoaded(useCallback(() => api.analytics(lastDays(RANGE_DAYS)), [api]));

  return (
    <section className="adm-card adm-section" aria-labelledby="adm-analytics">
      <h2 id="adm-analytics">Site analytics · last {RANGE_DAYS} days</h2>
      {!summary && !failed && <p className="adm-muted">Loading analytics…</p>}
      {failed && <p className="adm-muted">Analytics are not available right now.</p>}
      {summary && !failed && <AnalyticsBody summary={summary} />}
    </section>
  );
}

/** What the summary says, part by part. */
function AnalyticsBody({ summary }: { summary: AnalyticsSummary }) {
  const days = everyDay(summary.from, summary.to, summary.pageViewsPerDay);
  return (
    <div className="adm-analytics">
      <div className="adm-analytics__chart">
        <h3>Page views per day</h3>
        <BarChart title="Page views per day" unit="views" points={days.map((d) => ({ label: d.day.slice(5), value: d.views }))} />
      </div>
      <TopPages pages={summary.topPages} />
      <WebVitals vitalsP75={summary.vitalsP75} />
      <FormFunnel funnel={summary.funnel} />
    </div>
  );
}
