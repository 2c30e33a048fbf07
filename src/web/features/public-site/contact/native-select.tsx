import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.js';
import { useNotReadyYet } from '../../../lib/use-hydrated.js';

interface NativeSelectProps extends ComponentProps<'select'> {
  placeholder: string;
  options: readonly string[];
}

/**
 * The browser's own select: it works before the page's JavaScript has loaded, and phones show
 * their native picker. Styled like the other inputs.
 */
export function NativeSelect({ placeholder, options, className, ...props }: NativeSelectProps) {
  const notReady = useNotReadyYet();
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm',
          'focus-visible:border-indigo-600 aria-invalid:border-red-600',
          className,
        )}
        {...notReady}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-600"
      />
    </div>
  );
}
