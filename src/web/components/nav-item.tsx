import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn.js';
import { UnreadBadge, unreadLabel } from './unread-badge.js';

interface NavItemProps {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Match the path exactly, for links whose path prefixes others (such as /student). */
  end?: boolean;
  /** Things waiting behind the link (unread messages), shown as a count when above 0. */
  unread?: number;
}

export function NavItem({ to, label, icon: Icon, end = false, unread = 0 }: NavItemProps) {
  return (
    <NavLink
      to={to}
      end={end}
      aria-label={unread > 0 ? unreadLabel(label, unread) : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          isActive
            ? 'bg-indigo-50 text-indigo-800'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {label}
      <UnreadBadge count={unread} className="ml-auto" />
    </NavLink>
  );
}
