import { initialsOf } from '../lib/initials.js';
import { cn } from '../lib/cn.js';

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
