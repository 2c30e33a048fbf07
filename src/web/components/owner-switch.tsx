import { cn } from '../lib/cn.js';
import { ALL } from '../lib/use-list-params.js';

/** The `owner` filter's values: the caller's own rows, or everyone's. */
export const MINE = 'me';

const CHOICES = [
  { value: MINE, label: 'Mine' },
  { value: ALL, label: 'All' },
] as const;

interface OwnerSwitchProps {
  value: string;
  onChange: (value: string) => void;
  /** What the list holds, "lessons": names the group for screen readers. */
  noun: string;
}

/** Issue 18 §2: Mine | All on a tutor's list, two toggle buttons of which one is pressed. */
export function OwnerSwitch({ value, onChange, noun }: OwnerSwitchProps) {
  return (
    <div
      role="group"
      aria-label={`Whose ${noun}`}
      className="inline-flex justify-self-start rounded-xl border border-slate-200 bg-slate-100 p-1"
    >
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            'inline-flex min-h-9 items-center rounded-lg px-4 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900',
            value === choice.value && 'bg-white text-indigo-800 shadow-sm',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
