import { Radio } from 'lucide-react';

const PUPILS = [
  ['MK', 'bg-amber-100 text-amber-900'],
  ['JO', 'bg-emerald-100 text-emerald-900'],
  ['SA', 'bg-sky-100 text-sky-900'],
  ['LB', 'bg-rose-100 text-rose-900'],
];

/**
 * The hero's "Live now" card: the tutor at a whiteboard and pupils on camera, drawn in markup and
 * SVG so the page loads no image. One picture to a screen reader, named by its label.
 */
export function LessonScene() {
  return (
    <div className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-3xl bg-indigo-200/50 blur-2xl"
      />
      <div
        role="img"
        aria-label="A live Year 9 Maths lesson: the tutor solves a quadratic equation on the whiteboard while pupils watch on camera"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-700">
            <Radio className="size-3.5" /> Live now
          </span>
          <span className="text-xs text-slate-600">4:30 pm · 60 min</span>
        </div>
        <div className="grid gap-1">
          <p className="text-sm font-medium text-indigo-700">Year 9 · Maths</p>
          <p className="text-lg font-semibold text-slate-900">Solving quadratic equations</p>
        </div>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <svg
            viewBox="0 0 200 130"
            className="w-full rounded-xl border-4 border-slate-700 bg-slate-50 font-medium text-slate-800"
          >
            <text x="12" y="26" fontSize="15" fill="currentColor">
              x² − 5x + 6 = 0
            </text>
            <text x="12" y="52" fontSize="15" fill="currentColor">
              (x − 2)(x − 3) = 0
            </text>
            <text x="12" y="80" fontSize="15" fill="#4338ca" fontWeight="700">
              x = 2 or x = 3
            </text>
            <path d="M120 92q28 56 56 0" fill="none" stroke="#4338ca" strokeWidth="2.5" />
            <path d="M112 108h72" stroke="#94a3b8" />
          </svg>
          <div className="grid place-items-center content-center gap-1 rounded-xl bg-indigo-700 p-2 text-center text-white">
            <span className="grid size-11 place-items-center rounded-full bg-white text-sm font-bold text-indigo-800">
              RP
            </span>
            <span className="text-xs font-medium">Ms Patel</span>
            <span className="text-[0.65rem] text-indigo-100">Tutor</span>
          </div>
        </div>
        <ul className="grid grid-cols-5 gap-2">
          {PUPILS.map(([initials, tone]) => (
            <li
              key={initials}
              className={`grid aspect-square place-items-center rounded-xl text-sm font-semibold ${tone}`}
            >
              {initials}
            </li>
          ))}
          <li className="grid aspect-square place-items-center rounded-xl bg-slate-100 text-sm font-semibold text-slate-700">
            +6
          </li>
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <span className="text-slate-700">10 pupils in this group</span>
          <span className="font-medium text-indigo-700">Recording tomorrow</span>
        </div>
      </div>
    </div>
  );
}
