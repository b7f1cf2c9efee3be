import type { AnalyticsSummary } from '../../../../shared/api/analytics';

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

/** The p75 of each Core Web Vital measured, rated good, needs improvement or poor. */
export function WebVitals({ vitalsP75 }: { vitalsP75: AnalyticsSummary['vitalsP75'] }) {
  const vitals = Object.entries(vitalsP75).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return (
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
  );
}
