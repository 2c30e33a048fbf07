import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useNotReadyYet } from '../../lib/use-hydrated.js';
import type { SelectOption } from './select.js';

interface NativeSelectProps extends ComponentProps<'select'> {
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
  /** A plain string is its own value and label. */
  options: readonly (string | SelectOption<string>)[];
}

/**
 * The browser's own select, for prerendered public pages: it needs no script of its own, and
 * phones show their native picker. Styled like the other inputs.
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
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-600"
      />
    </div>
  );
}
