import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list of what is included or promised, each item with a check mark. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
