import type { LucideIcon } from 'lucide-react';
import {
  CalendarDays,
  FolderOpen,
  GraduationCap,
  House,
  LogOut,
  MessagesSquare,
  Radio,
  ShieldQuestion,
  UserRound,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { Avatar } from '../../components/avatar.js';
import { NavItem } from '../../components/nav-item.js';
import { Button } from '../../components/ui/button.js';
import { ROUTES } from '../../lib/paths.js';
import { useLogout } from '../../lib/session/use-logout.js';
import { isParent } from '../../../shared/policies/roles.js';

interface LinkSpec {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  unread?: number;
}

/** Issue 18 §2: a parent has one home, the parent dashboard; /student is the student's. */
const dashboardLinks = (user: CurrentUser, unread: number): LinkSpec[] =>
  isParent(user)
    ? [
        { to: ROUTES.parentDashboard, label: 'Home', icon: House, end: true },
        { to: ROUTES.parentClasses, label: 'Classes', icon: GraduationCap },
        { to: ROUTES.messages, label: 'Messages', icon: MessagesSquare, unread },
        // Issue 31 §3: the safeguarding concerns the parent raised.
        { to: ROUTES.myConcerns, label: 'My concerns', icon: ShieldQuestion },
      ]
    : [{ to: ROUTES.studentHome, label: 'Home', icon: House, end: true }];

const LEARNING: LinkSpec[] = [
  { to: ROUTES.studentSchedule, label: 'My Schedule', icon: CalendarDays },
  { to: ROUTES.studentLessons, label: 'Recorded Lessons', icon: Video },
  { to: ROUTES.studentResources, label: 'Resources', icon: FolderOpen },
  { to: ROUTES.studentLive, label: 'Live Sessions', icon: Radio },
];

/** Spec 2 §2.4, but Profile Settings leads to the real account page rather than /. */
const ACCOUNT: LinkSpec[] = [{ to: ROUTES.account, label: 'Profile Settings', icon: UserRound }];

function NavSection({ title, links }: { title: string; links: LinkSpec[] }) {
  const headingId = useId();
  return (
    <div className="grid gap-1">
      <h2
        id={headingId}
        className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavItem {...link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StudentNav({ user, unread }: { user: CurrentUser; unread: number }) {
  const logout = useLogout();
  return (
    <div className="flex flex-1 flex-col gap-6 p-4">
      <div className="flex items-center gap-3 px-2 pt-2">
        <Avatar name={user.fullName} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{user.fullName}</p>
          <p className="text-sm text-slate-600">{isParent(user) ? 'Parent' : 'Student'}</p>
        </div>
      </div>
      <nav aria-label="Student area" className="grid gap-6">
        <NavSection title="Dashboard" links={dashboardLinks(user, unread)} />
        <NavSection title="Learning" links={LEARNING} />
        <NavSection title="Account" links={ACCOUNT} />
      </nav>
      <Button
        variant="ghost"
        className="mt-auto justify-start px-3 text-slate-700"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </Button>
    </div>
  );
}
