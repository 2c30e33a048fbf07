import { Illustration, Stroke } from './illustration.js';

/** Tutors: a qualified teacher with a checked certificate. */
export function TutorIllustration() {
  return (
    <Illustration>
      <circle cx="104" cy="74" r="24" className="fill-amber-300" />
      <path d="M60 152a44 40 0 0 1 88 0z" className="fill-indigo-700" />
      <path d="M104 34l38 14-38 14-38-14z" className="fill-indigo-800" />
      <Stroke d="M132 52v20" width={3} className="stroke-indigo-800" />
      <rect x="146" y="98" width="50" height="58" rx="5" className="fill-white" />
      <Stroke d="M156 114h30M156 124h22" width={3} className="stroke-indigo-200" />
      <circle cx="184" cy="146" r="14" className="fill-emerald-500" />
      <Stroke d="M177 146l5 5 9-10" width={3} joined className="stroke-white" />
    </Illustration>
  );
}
