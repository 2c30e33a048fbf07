import { Illustration, Stroke } from './illustration.js';

/** Subjects: an open book for English, a flask for Science and π for Maths. */
export function SubjectsIllustration() {
  return (
    <Illustration>
      <path d="M40 60q40-14 76 4v84q-36-18-76-4z" className="fill-white" />
      <path d="M124 64q36-18 76-4v84q-40-14-76 4z" className="fill-white" />
      <Stroke d="M120 64v84" width={4} flat className="stroke-indigo-700" />
      {[108, 120, 132].map((y) => (
        <Stroke key={y} d={`M54 ${y}q24-6 48 2`} width={3} flat className="stroke-indigo-300" />
      ))}
      <path d="M150 92h16v14l14 26H136l14-26z" className="fill-emerald-400" />
      <Stroke d="M148 86h20" width={4} className="stroke-indigo-800" />
      <text x="66" y="98" fontSize="30" fontWeight="700" className="fill-indigo-700">
        π
      </text>
      <circle cx="186" cy="40" r="10" className="fill-amber-300" />
    </Illustration>
  );
}
