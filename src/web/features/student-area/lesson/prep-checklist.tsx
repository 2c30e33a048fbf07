import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card.js';

const ITEMS = [
  'Review the notes from your last lesson',
  'Have a pen, paper and calculator ready',
  'Write down any questions you want to ask',
  'Check your internet connection and sound',
  'Find a quiet place to learn',
] as const;

const storageKey = (sessionId: number) => `lesson-prep:${sessionId}`;

function readTicks(sessionId: number): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(sessionId)) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** Spec 2 §2.4: a lesson-preparation checklist; the ticks are remembered per lesson. */
export function PrepChecklist({ sessionId }: { sessionId: number }) {
  const [ticked, setTicked] = useState(() => readTicks(sessionId));
  const headingId = useId();

  const toggle = (index: number) => {
    const next = ticked.includes(index) ? ticked.filter((i) => i !== index) : [...ticked, index];
    setTicked(next);
    try {
      localStorage.setItem(storageKey(sessionId), JSON.stringify(next));
    } catch {
      // Storage may be full or blocked; the ticks still hold for this visit.
    }
  };

  return (
    <Card className="grid min-w-0 content-start gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Lesson preparation
        </h2>
        <span className="text-sm text-slate-600">
          {ticked.length} of {ITEMS.length} done
        </span>
      </div>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {ITEMS.map((item, index) => (
          <li key={item}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg p-2 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={ticked.includes(index)}
                onChange={() => toggle(index)}
                className="mt-0.5 size-4 shrink-0 accent-indigo-700"
              />
              <span className={ticked.includes(index) ? 'text-slate-600 line-through' : undefined}>
                {item}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
