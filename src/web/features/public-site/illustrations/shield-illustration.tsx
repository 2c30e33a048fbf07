import { Illustration, Stroke } from './illustration.js';

/** Guarantees: a shield with a tick. */
export function ShieldIllustration() {
  return (
    <Illustration>
      <path
        d="M120 26l52 18v40c0 34-22 58-52 70-30-12-52-36-52-70V44z"
        className="fill-indigo-700"
      />
      <path d="M120 40l38 13v31c0 25-16 44-38 54z" className="fill-indigo-800" />
      <Stroke d="M98 88l15 15 29-31" width={9} joined className="stroke-amber-300" />
      <circle cx="54" cy="56" r="6" className="fill-amber-300" />
      <circle cx="190" cy="132" r="8" className="fill-indigo-300" />
    </Illustration>
  );
}
