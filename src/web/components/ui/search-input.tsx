import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  /** The accessible name; shown to screen readers, the placeholder says it to everyone else. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function SearchInput({
  label,
  value,
  onValueChange,
  className,
  ...props
}: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          'h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm',
          'placeholder:text-slate-500 focus-visible:border-indigo-600',
        )}
        {...props}
      />
    </div>
  );
}
