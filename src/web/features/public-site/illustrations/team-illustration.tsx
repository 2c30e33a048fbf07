import { Illustration } from './illustration.js';

const PEOPLE = [
  { x: 72, tone: 'fill-indigo-400', head: 'fill-amber-200' },
  { x: 168, tone: 'fill-indigo-300', head: 'fill-amber-300' },
  { x: 120, tone: 'fill-indigo-700', head: 'fill-amber-400' },
];

/** The team: three colleagues side by side, the one in front a little taller. */
export function TeamIllustration() {
  return (
    <Illustration>
      {PEOPLE.map(({ x, tone, head }, index) => {
        const lift = index === 2 ? 10 : 0;
        return (
          <g key={x}>
            <circle cx={x} cy={78 - lift} r="20" className={head} />
            <path d={`M${x - 36} ${152}a36 ${44 + lift} 0 0 1 72 0z`} className={tone} />
          </g>
        );
      })}
    </Illustration>
  );
}
