import { ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn.js';

interface SafeguardingNoticeProps {
  text: string;
  /** One slim line above a conversation, rather than a box of its own. */
  compact?: boolean;
  className?: string;
}

/** Issue 16: both sides see, on every conversation, that the safeguarding team can read it. */
export function SafeguardingNotice({ text, compact = false, className }: SafeguardingNoticeProps) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 border-sky-200 bg-sky-50 text-sky-950',
        compact ? 'border-b px-3 py-1.5 text-xs sm:px-4' : 'rounded-xl border px-3 py-2 text-sm',
        className,
      )}
    >
      <ShieldCheck
        aria-hidden="true"
        className={cn('shrink-0', compact ? 'size-3.5' : 'mt-0.5 size-4')}
      />
      {text}
    </p>
  );
}
