import { cn } from '../lib/cn.js';

/** The name of a link with things waiting behind it: "Messages, 3 unread". */
export const unreadLabel = (label: string, count: number) =>
  count > 0 ? `${label}, ${count} unread` : label;

/**
 * The count beside a link, for the eye only: the link's name (unreadLabel) says it to screen
 * readers, so the figure is not read twice.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
