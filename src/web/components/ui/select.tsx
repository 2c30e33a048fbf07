import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.js';
import { useNotReadyYet } from '../../lib/use-hydrated.js';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectProps<V extends string> {
  id: string;
  name?: string;
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** Shown while the value is '' (nothing chosen yet). */
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
}

export function Select<V extends string>({
  id,
  name,
  value,
  onValueChange,
  options,
  placeholder,
  ...aria
}: SelectProps<V>) {
  const notReady = useNotReadyYet();
  return (
    <SelectPrimitive.Root
      name={name}
      value={value}
      // Radix hands back a plain string; it is always one of the option values we gave it.
      onValueChange={(next) => onValueChange(next as V)}
    >
      <SelectPrimitive.Trigger
        id={id}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3',
          'text-sm text-slate-900 shadow-sm aria-invalid:border-red-600 data-placeholder:text-slate-600',
        )}
        {...notReady}
        {...aria}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          // Long lists (48 times of day) scroll inside the space the screen has left.
          className="z-50 max-h-(--radix-select-content-available-height) w-(--radix-select-trigger-width) overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className={cn(
                  'relative flex cursor-default items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-800 outline-none select-none',
                  'data-highlighted:bg-indigo-50 data-highlighted:text-indigo-900',
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
