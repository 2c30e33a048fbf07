import { useElementWidth } from '../../lib/use-element-width.js';
import { niceMax } from './scale.js';

interface BarChartProps {
  /** `display` words a value that is not drawn as its number, such as a withheld one. */
  bars: { label: string; value: number; display?: string }[];
  summary: string;
  /** Tailwind fill class of the bars. */
  tone?: string;
}

const ROW = 34;
const BAR = 18;
const LABEL_WIDTH = 0.36;

/** Horizontal bars with their labels and values, laid out at the element's real width. */
export function BarChart({ bars, summary, tone = 'fill-indigo-600' }: BarChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const labelWidth = Math.min(180, Math.round(width * LABEL_WIDTH));
  const valueWidth = bars.some((bar) => bar.display) ? 84 : 36;
  const plotWidth = Math.max(0, width - labelWidth - valueWidth);
  const height = bars.length * ROW;

  return (
    <div ref={ref} className="w-full">
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={summary} className="block">
          {bars.map((bar, i) => {
            const top = i * ROW;
            const length = (bar.value / max) * plotWidth;
            return (
              // Two tutors can share a name; the position tells their bars apart.
              <g key={`${i}-${bar.label}`}>
                <text
                  x={labelWidth - 8}
                  y={top + ROW / 2}
                  textAnchor="end"
                  dominantBaseline="middle"
                  className="fill-slate-800 text-xs"
                >
                  {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
                </text>
                <rect
                  x={labelWidth}
                  y={top + (ROW - BAR) / 2}
                  width={plotWidth}
                  height={BAR}
                  rx={4}
                  className="fill-slate-100"
                />
                <rect
                  x={labelWidth}
                  y={top + (ROW - BAR) / 2}
                  width={Math.max(bar.value ? 3 : 0, length)}
                  height={BAR}
                  rx={4}
                  className={tone}
                />
                <text
                  x={labelWidth + plotWidth + 6}
                  y={top + ROW / 2}
                  dominantBaseline="middle"
                  className="fill-slate-900 text-xs font-semibold tabular-nums"
                >
                  {bar.display ?? bar.value}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
