import { Illustration, Stroke } from './illustration.js';

/** Coming soon: a term planner with the curriculum still being filled in. */
export function CalendarIllustration() {
  return (
    <Illustration>
      <rect x="56" y="40" width="128" height="112" rx="10" className="fill-white" />
      <path d="M56 50a10 10 0 0 1 10-10h108a10 10 0 0 1 10 10v20H56z" className="fill-indigo-700" />
      <Stroke d="M84 30v20M156 30v20" width={6} className="stroke-indigo-800" />
      {[84, 108, 132].map((y) =>
        [76, 108, 140].map((x) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="24"
            height="14"
            rx="3"
            className={x === 140 && y === 132 ? 'fill-amber-400' : 'fill-indigo-100'}
          />
        )),
      )}
    </Illustration>
  );
}
