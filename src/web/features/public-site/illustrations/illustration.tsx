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

interface StrokeProps {
  d: string;
  width: number;
  /** The line's colour, as a `stroke-*` class. */
  className: string;
  /** Round corners where the line turns: ticks and chart lines. */
  joined?: boolean;
  /** Flat ends instead of round ones: a padlock's shackle, a book's spine. */
  flat?: boolean;
  dash?: string;
}

/** A line drawn in the picture (a tick, a rule, a plus), with round ends unless `flat`. */
export function Stroke({ d, width, className, joined, flat, dash }: StrokeProps) {
  return (
    <path
      d={d}
      fill="none"
      strokeWidth={width}
      strokeLinecap={flat ? undefined : 'round'}
      strokeLinejoin={joined ? 'round' : undefined}
      strokeDasharray={dash}
      className={className}
    />
  );
}
