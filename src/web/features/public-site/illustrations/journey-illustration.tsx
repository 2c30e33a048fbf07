import { Illustration, Stroke } from './illustration.js';

const STEPS = [
  { x: 60, y: 124, label: '1' },
  { x: 120, y: 72, label: '2' },
];

/** How it works: two steps along a path, then the first lesson. */
export function JourneyIllustration() {
  return (
    <Illustration>
      <Stroke d="M60 124Q80 64 120 72t60 52" width={4} dash="2 10" className="stroke-indigo-400" />
      {STEPS.map(({ x, y, label }) => (
        <g key={label}>
          <circle cx={x} cy={y} r="20" className="fill-indigo-700" />
          <text
            x={x}
            y={y + 7}
            textAnchor="middle"
            fontSize="19"
            fontWeight="700"
            className="fill-white"
          >
            {label}
          </text>
        </g>
      ))}
      <circle cx="180" cy="124" r="24" className="fill-amber-400" />
      <Stroke d="M169 124l8 8 15-16" width={5} joined className="stroke-indigo-900" />
    </Illustration>
  );
}
