import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.js';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of icon, title and text; headings are h3 under the section's h2. */
export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-10 place-items-center rounded-lg bg-indigo-100 text-indigo-800">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
