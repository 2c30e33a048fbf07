import { useElementWidth } from '../../lib/use-element-width.js';
import { niceMax } from './scale.js';

interface ColumnChartProps {
  /** One column per point, in order; `display` words a value that is not drawn as its number. */
  points: { label: string; shortLabel: string; value: number; display?: string }[];
  /** What the drawing says, for screen readers (the table below has the detail). */
  summary: string;
  /** Label every nth point on the x axis so the labels never overlap. */
  labelEvery?: number;
  height?: number;
}

const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** Vertical bars laid out at the element's real width, so text never shrinks on a phone. */
export function ColumnChart({ points, summary, labelEvery = 5, height = 220 }: ColumnChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const slot = points.length ? plotWidth / points.length : 0;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // Counts: a half-way line only where it lands on a whole number.
  const ticks = max % 2 === 0 ? [0, max / 2, max] : [0, max];

  return (
    <div ref={ref} className="w-full">
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={summary} className="block">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200"
              />
              <text
                x={PAD.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-600 text-[11px]"
              >
                {tick}
              </text>
            </g>
          ))}
          {points.map((point, i) => {
            const x = PAD.left + i * slot + (slot - barWidth) / 2;
            return (
              <g key={point.label}>
                <rect
                  x={x}
                  y={y(point.value)}
                  width={barWidth}
                  height={Math.max(0, PAD.top + plotHeight - y(point.value))}
                  rx={2}
                  className="fill-indigo-600"
                >
                  <title>{`${point.label}: ${point.display ?? point.value}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={height - 8}
                    textAnchor="middle"
                    className="fill-slate-600 text-[11px]"
                  >
                    {point.shortLabel}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
