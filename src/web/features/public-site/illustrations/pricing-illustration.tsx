import { Illustration, Stroke } from './illustration.js';

/** Pricing: a price tag of three places, with room to add one more. */
export function PricingIllustration() {
  return (
    <Illustration>
      <path d="M40 56h112l40 40-40 40H40z" className="fill-indigo-700" />
      <circle cx="160" cy="96" r="8" className="fill-indigo-100" />
      {[68, 100, 132].map((x) => (
        <g key={x} className="fill-indigo-200">
          <circle cx={x} cy="86" r="9" />
          <path d={`M${x - 14} 118a14 14 0 0 1 28 0z`} />
        </g>
      ))}
      <circle cx="186" cy="140" r="18" className="fill-amber-400" />
      <Stroke d="M186 130v20M176 140h20" width={4} className="stroke-indigo-900" />
    </Illustration>
  );
}
