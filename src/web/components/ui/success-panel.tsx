import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './button.js';

interface SuccessPanelProps {
  title: string;
  description: string;
  /** Spec 2 §4: Add Another, Schedule Another or Edit Another, back to the form. */
  againLabel: string;
  onAgain: () => void;
  onDone: () => void;
}

/** Shown in a form dialog after a save, in place of the form. */
export function SuccessPanel({
  title,
  description,
  againLabel,
  onAgain,
  onDone,
}: SuccessPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; the outcome is the next thing to read.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-green-100 text-green-800">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{description}</p>
      <div className="flex flex-wrap justify-center gap-2 pt-2">
        <Button variant="outline" onClick={onAgain}>
          {againLabel}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
