import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useHydrated } from '../../lib/use-hydrated.js';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  // Read-only until the form's code has loaded: it would wipe what was typed before.
  const hydrated = useHydrated();
  return (
    <input
      readOnly={!hydrated || undefined}
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-500 focus-visible:border-indigo-600',
        'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
