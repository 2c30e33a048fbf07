import { ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn.js';

/** Issue 16: both sides see, on every conversation, that the safeguarding team can read it. */
export function SafeguardingNotice({ text, className }: { text: string; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
