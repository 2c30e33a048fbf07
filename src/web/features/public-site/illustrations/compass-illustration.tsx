import { Illustration, Stroke } from './illustration.js';

/** Mission and values: a compass that sets the direction. */
export function CompassIllustration() {
  return (
    <Illustration>
      <circle cx="120" cy="90" r="58" className="fill-indigo-700" />
      <circle cx="120" cy="90" r="46" className="fill-white" />
      <path d="M120 52l12 38h-24z" className="fill-amber-400" />
      <path d="M120 128l-12-38h24z" className="fill-indigo-300" />
      <circle cx="120" cy="90" r="6" className="fill-indigo-800" />
      <Stroke
        d="M120 26v10M120 144v10M56 90h10M174 90h10"
        width={4}
        className="stroke-indigo-300"
      />
    </Illustration>
  );
}
