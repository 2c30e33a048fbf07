import { Illustration, Stroke } from './illustration.js';

/** Our story: the idea it began with. */
export function IdeaIllustration() {
  return (
    <Illustration>
      <circle cx="120" cy="76" r="40" className="fill-amber-300" />
      <path d="M102 110h36v16h-36z" className="fill-amber-300" />
      <Stroke d="M102 134h36M108 146h24" width={6} className="stroke-indigo-700" />
      <path
        d="M120 96s-18-11-18-22a9 9 0 0 1 18-3 9 9 0 0 1 18 3c0 11-18 22-18 22z"
        className="fill-indigo-700"
      />
      <Stroke
        d="M60 52l-12-8M180 52l12-8M56 86H40M184 86h16"
        width={4}
        className="stroke-indigo-300"
      />
    </Illustration>
  );
}
