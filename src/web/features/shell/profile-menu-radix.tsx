import { LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { Avatar } from '../../components/avatar.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.js';
import { ROUTES } from '../../lib/paths.js';
import { useLogout } from '../../lib/session/use-logout.js';

const ICON = 'size-4 text-slate-600';

/**
 * While the menu is open the page behind it is inert: Radix hides it from screen readers but
 * leaves it focusable, which a keyboard could still reach. The menu itself is portalled outside.
 */
const useInertPage = (open: boolean) =>
  useEffect(() => {
    const page = document.getElementById('root');
    if (!open || !page) return;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [open]);

/** The account menu itself, mounted open by the first click on its stand-in (profile-menu.tsx). */
export function RadixProfileMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const [open, setOpen] = useState(true);
  useInertPage(open);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full data-[state=open]:ring-2 data-[state=open]:ring-indigo-600"
      >
        <Avatar name={user.fullName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="grid">
          <span className="truncate text-sm font-semibold text-slate-900">{user.fullName}</span>
          <span className="truncate text-xs text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ROUTES.account}>
            <UserRound aria-hidden="true" className={ICON} />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={ROUTES.accountSecurity}>
            <Settings aria-hidden="true" className={ICON} />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className={ICON} />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
