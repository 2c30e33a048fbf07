import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.js';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('text-indigo-700', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner />
    </div>
  );
}
