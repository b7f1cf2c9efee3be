import type { Figure } from '../../../shared/content';

/** Big-number figures: impact, achievements, hero stats. */
export function FigureGrid({ figures, tone = 'light' }: { figures: Figure[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`figure-grid figure-grid--${tone}`}>
      {figures.map((figure) => (
        <div className="figure" key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
