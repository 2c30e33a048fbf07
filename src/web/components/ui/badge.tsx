import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export type BadgeTone =
  'blue' | 'red' | 'green' | 'grey' | 'yellow' | 'orange' | 'indigo' | 'outline';

// Dark text on pale fills keeps every tone above 4.5:1.
const TONES: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-900',
  red: 'bg-red-100 text-red-900',
  green: 'bg-green-100 text-green-900',
  grey: 'bg-slate-200 text-slate-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  indigo: 'bg-indigo-100 text-indigo-900',
  outline: 'border border-slate-300 bg-white text-slate-800',
};

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'grey', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
