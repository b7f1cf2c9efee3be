import { useEffect, useState } from 'react';
import type { AnalyticsSummary } from '../../../../shared/api/analytics';
import { useAdminApi } from '../state/AdminApiContext';
import { everyDay, lastDays } from './analyticsRange';
import { BarChart } from './BarChart';
import { FormFunnel } from './FormFunnel';

const RANGE_DAYS = 30;

/** Core Web Vitals thresholds (web.dev): good up to the first, poor from the second. */
const VITALS: Record<string, { good: number; poor: number; unit: string }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FID: { good: 100, poor: 300, unit: 'ms' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

const rating = (name: string, value: number) => {
  const limits = VITALS[name];
  if (!limits) return 'neutral';
  return value <= limits.good ? 'good' : value < limits.poor ? 'fair' : 'poor';
};

const RATING_WORDS = { good: 'Good', fair: 'Needs improvement', poor: 'Poor', neutral: '' };

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; summary: AnalyticsSummary };

/** Page views per day, top pages, p75 web vitals and the form funnel of the last 30 days (GET /api/analytics). */
export function AnalyticsPanel() {
  const api = useAdminApi();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    api.analytics(lastDays(RANGE_DAYS)).then(
      (summary) => current && setLoad({ state: 'ready', summary }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <section className="adm-card adm-section" aria-labelledby="adm-analytics">
      <h2 id="adm-analytics">Site analytics · last {RANGE_DAYS} days</h2>
      {load.state === 'loading' && <p className="adm-muted">Loading analytics…</p>}
      {load.state === 'failed' && <p className="adm-muted">Analytics are not available right now.</p>}
      {load.state === 'ready' && <AnalyticsBody summary={load.summary} />}
    </section>
  );
}

function AnalyticsBody({ summary }: { summary: AnalyticsSummary }) {
  const days = everyDay(summary.from, summary.to, summary.pageViewsPerDay);
  const vitals = Object.entries(summary.vitalsP75).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return (
    <div className="adm-analytics">
      <div className="adm-analytics__chart">
        <h3>Page views per day</h3>
        <BarChart title="Page views per day" unit="views" points={days.map((d) => ({ label: d.day.slice(5), value: d.views }))} />
      </div>
      <div>
        <h3>Top pages</h3>
        {summary.topPages.length === 0 ? (
          <p className="adm-muted">No page views yet.</p>
        ) : (
          <ol className="adm-rank">
            {summary.topPages.slice(0, 8).map((page) => (
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
      <div>
        <h3>Web vitals (p75)</h3>
        {vitals.length === 0 ? (
          <p className="adm-muted">No measurements yet.</p>
        ) : (
          <dl className="adm-vitals">
            {vitals.map(([name, value]) => {
              const level = rating(name, value);
              return (
                <div key={name} className={`adm-vital adm-vital--${level}`}>
                  <dt>{name}</dt>
                  <dd>
                    {name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${VITALS[name]?.unit ?? ''}`}
                    <span className="adm-vital__rating">{RATING_WORDS[level]}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
      <FormFunnel funnel={summary.funnel} />
    </div>
  );
}
