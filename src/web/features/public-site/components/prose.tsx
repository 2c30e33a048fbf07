import type { ReactNode } from 'react';

/** Running text at a comfortable reading width. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="grid max-w-3xl gap-4 text-lg leading-relaxed text-slate-700">{children}</div>
  );
}
