import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

interface AlertProps {
  variant: 'success' | 'error';
  children: ReactNode;
  className?: string;
}

export function Alert({ variant, children, className }: AlertProps) {
  const Icon = variant === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        variant === 'success'
          ? 'border-green-200 bg-green-50 text-green-900'
          : 'border-red-200 bg-red-50 text-red-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-2">{children}</div>
    </div>
  );
}
