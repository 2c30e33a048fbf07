import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { cn } from '../lib/cn.js';
import { ROUTES } from '../lib/paths.js';

interface LogoProps {
  /** Hide the wordmark on narrow screens where the top bar is crowded. */
  compact?: boolean;
  className?: string;
}

export function Logo({ compact = false, className }: LogoProps) {
  return (
    <Link
      to={ROUTES.home}
      aria-label={`${PRODUCT_NAME} home`}
      className={cn('inline-flex items-center gap-2 rounded-lg', className)}
    >
      <span className="grid size-9 place-items-center rounded-lg bg-indigo-700 text-white">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <span
        className={cn(
          'text-lg font-bold tracking-tight text-slate-900',
          compact && 'hidden sm:inline',
        )}
      >
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
