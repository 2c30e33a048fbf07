import { NavLink } from 'react-router';
import { UnreadBadge, unreadLabel } from '../../components/unread-badge.js';
import { cn } from '../../lib/cn.js';
import { ROUTES } from '../../lib/paths.js';
import { bottomBarLinks, type NavUser } from './nav-links.js';

export function BottomBar({ user, unread }: { user: NavUser; unread: number }) {
  const links = bottomBarLinks(user);
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className={cn('grid', links.length === 6 ? 'grid-cols-6' : 'grid-cols-5')}>
        {links.map(({ to, label, icon: Icon }) => {
          const count = to === ROUTES.messages ? unread : 0;
          return (
            <li key={label}>
              <NavLink
                to={to}
                aria-label={count > 0 ? unreadLabel(label, count) : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-1 py-2 text-xs font-medium tracking-tight whitespace-nowrap',
                    isActive ? 'text-indigo-800' : 'text-slate-600 hover:text-slate-900',
                  )
                }
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  <UnreadBadge count={count} className="absolute -top-2 left-3" />
                </span>
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
