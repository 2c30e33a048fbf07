import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.js';
import { publicPage } from '../public-page.js';
import { SECTION_SPACING } from './section.js';

interface PageHeroProps {
  /** The page's path in PUBLIC_PAGES, which holds its h1. */
  path: string;
  eyebrow: string;
  children: ReactNode;
  actions?: ReactNode;
  /** The page's drawing, beside the words from tablets up; phones go straight to the words. */
  illustration: ReactNode;
}

/** The top of an inner public page: a short label, the page's one h1, a lead paragraph. */
export function PageHero({ path, eyebrow, children, actions, illustration }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div
        className={cn(
          'mx-auto grid max-w-6xl items-center gap-8 px-4 sm:px-6 md:grid-cols-[1fr_14rem] lg:grid-cols-[1fr_18rem]',
          SECTION_SPACING,
        )}
      >
        <div className="grid gap-5">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {publicPage(path).heading}
          </h1>
          <div className="grid max-w-3xl gap-4 text-lg text-slate-700">{children}</div>
          {actions && <div className="flex flex-wrap gap-3 pt-2">{actions}</div>}
        </div>
        <div className="hidden md:block">{illustration}</div>
      </div>
    </div>
  );
}
