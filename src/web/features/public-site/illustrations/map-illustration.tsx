import { Illustration, Stroke } from './illustration.js';

const LEAVES = [48, 96, 144, 192];

/** The sitemap: one page branching into the others. */
export function MapIllustration() {
  return (
    <Illustration>
      <Stroke
        d={`M120 62v22${LEAVES.map((x) => `M120 84H${x}v26`).join('')}`}
        width={4}
        className="stroke-indigo-300"
      />
      <rect x="92" y="30" width="56" height="32" rx="6" className="fill-indigo-700" />
      {LEAVES.map((x) => (
        <rect key={x} x={x - 20} y="110" width="40" height="28" rx="5" className="fill-white" />
      ))}
      <rect x="124" y="110" width="40" height="28" rx="5" className="fill-amber-300" />
    </Illustration>
  );
}
