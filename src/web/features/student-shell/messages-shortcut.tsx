import { MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { UnreadBadge, unreadLabel } from '../../components/unread-badge.js';
import { cn } from '../../lib/cn.js';
import { ROUTES } from '../../lib/paths.js';

/**
 * The parent's Messages on a phone, in the header beside the menu: the family frame has no bottom
 * bar, and the unread count should not hide behind the menu button.
 */
export function MessagesShortcut({ unread }: { unread: number }) {
  return (
    <NavLink
      to={ROUTES.messages}
      aria-label={unreadLabel('Messages', unread)}
      className={({ isActive }) =>
        cn(
          'relative ml-auto grid size-10 place-items-center rounded-lg hover:bg-slate-100',
          isActive ? 'text-indigo-800' : 'text-slate-700',
        )
      }
    >
      <MessagesSquare aria-hidden="true" className="size-5" />
      <UnreadBadge count={unread} className="absolute top-0.5 right-0" />
    </NavLink>
  );
}
