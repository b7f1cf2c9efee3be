import { useId } from 'react';
import { axisTicks } from './chartTicks';

interface BarChartProps {
  title: string;
  points: { label: string; value: number }[];
  /** Words for the value in the summary, e.g. 'views'. */
  unit: string;
}

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 28;

/**
 * A small hand-drawn SVG bar chart: a few dozen bars need no chart library. Screen readers get
 * a one-line summary and the full numbers in a visually hidden table.
 */
export function BarChart({ title, points, unit }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const slot = (WIDTH - AXIS) / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const summary = `${title}: ${total} ${unit} in ${points.length} days, at most ${max === 1 && total === 0 ? 0 : max} a day.`;

  return (
    <figure className="adm-chart">
      <svg viewBox={`0 -10 ${WIDTH} ${HEIGHT + 30}`} role="img" aria-labelledby={titleId} preserveAspectRatio="none">
        <title id={titleId}>{summary}</title>
        {axisTicks(max).map((tick) => {
          const y = HEIGHT - (tick / max) * HEIGHT;
          return (
            <g key={tick}>
              <line x1={AXIS} x2={WIDTH} y1={y + 1} y2={y + 1} className="adm-chart__grid" />
              <text x={AXIS - 6} y={y + 5} textAnchor="end" className="adm-chart__tick">
                {tick}
              </text>
            </g>
          );
        })}
        {points.map((point, index) => {
          const height = (point.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={point.label}
              x={AXIS + index * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className="adm-chart__bar"
            >
              <title>{`${point.label}: ${point.value} ${unit}`}</title>
            </rect>
          );
        })}
        {points.length > 0 && (
          <>
            <text x={AXIS} y={HEIGHT + 16} className="adm-chart__tick">
              {points[0].label}
            </text>
            <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="adm-chart__tick">
              {points[points.length - 1].label}
            </text>
          </>
        )}
      </svg>
      {/* Wrapped: a table cannot be shrunk to 1px itself and would stretch the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
