import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';

/**
 * The frame of a page's drawing: a 240 × 180 canvas on a soft brand-coloured disc. The drawings
 * repeat what the page says in words, so screen readers skip them (decision 066).
 */
export function Illustration({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <circle cx="120" cy="90" r="86" className="fill-indigo-100" />
      {children}
    </svg>
  );
}
