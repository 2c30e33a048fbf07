import { Illustration, Stroke } from './illustration.js';

/** For families: a child's lesson on the laptop at home. */
export function FamilyIllustration() {
  return (
    <Illustration>
      <path d="M60 78l60-44 60 44v74H60z" className="fill-white" />
      <Stroke d="M52 82l68-50 68 50" width={8} joined className="stroke-indigo-700" />
      <rect x="76" y="88" width="88" height="56" rx="5" className="fill-indigo-700" />
      <rect x="82" y="94" width="76" height="44" rx="3" className="fill-indigo-100" />
      <circle cx="120" cy="110" r="9" className="fill-amber-400" />
      <path d="M104 138a16 14 0 0 1 32 0z" className="fill-amber-400" />
      <path d="M66 148h108l-8 8H74z" className="fill-indigo-800" />
      <circle cx="178" cy="58" r="12" className="fill-amber-300" />
    </Illustration>
  );
}
