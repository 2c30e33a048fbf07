import { NavLink } from 'react-router';
import type { Role } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { bottomBarLinks } from './nav-links.js';

export function BottomBar({ role }: { role: Role }) {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="grid grid-cols-5">
        {bottomBarLinks(role).map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 py-2 text-xs font-medium',
                  isActive ? 'text-indigo-800' : 'text-slate-600 hover:text-slate-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
