import { Illustration, Stroke } from './illustration.js';

/** For employers: an office and a chart of a benefit that grows with the team. */
export function WorkplaceIllustration() {
  return (
    <Illustration>
      <rect x="44" y="52" width="72" height="100" rx="6" className="fill-indigo-700" />
      {[66, 86, 106, 126].map((y) => (
        <g key={y} className="fill-indigo-200">
          <rect x="56" y={y} width="14" height="10" rx="2" />
          <rect x="90" y={y} width="14" height="10" rx="2" />
        </g>
      ))}
      <rect x="128" y="112" width="16" height="40" rx="3" className="fill-indigo-300" />
      <rect x="152" y="92" width="16" height="60" rx="3" className="fill-indigo-400" />
      <rect x="176" y="68" width="16" height="84" rx="3" className="fill-amber-400" />
      <Stroke d="M128 96l24-20 24 6 22-30" width={4} joined className="stroke-indigo-800" />
      <Stroke d="M34 152h172" width={3} className="stroke-indigo-200" />
    </Illustration>
  );
}
