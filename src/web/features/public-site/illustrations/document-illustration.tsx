import { Illustration, Stroke } from './illustration.js';

/** Legal pages: a document kept under lock. */
export function DocumentIllustration() {
  return (
    <Illustration>
      <rect x="64" y="28" width="96" height="124" rx="8" className="fill-white" />
      {[52, 68, 84, 100].map((y) => (
        <Stroke key={y} d={`M80 ${y}h64`} width={4} className="stroke-indigo-200" />
      ))}
      <rect x="140" y="104" width="48" height="40" rx="6" className="fill-indigo-700" />
      <Stroke d="M150 104v-10a14 14 0 0 1 28 0v10" width={6} flat className="stroke-indigo-700" />
      <circle cx="164" cy="124" r="5" className="fill-amber-300" />
    </Illustration>
  );
}
