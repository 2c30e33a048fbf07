import { Outlet } from 'react-router';
import { STUDENT_SIDEBAR_BREAKPOINT_PX } from '../../../shared/constants.js';
import { Logo } from '../../components/logo.js';
import { NavToggle } from '../../components/nav-toggle.js';
import { SkipLink } from '../../components/skip-link.js';
import { Sheet } from '../../components/ui/sheet.js';
import { useResponsiveSidebar } from '../../lib/use-responsive-sidebar.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useShellUnread } from '../messages/shell-unread.js';
import { MessagesShortcut } from './messages-shortcut.js';
import { StudentNav } from './student-nav.js';
import { isParent } from '../../../shared/policies/roles.js';

/** Spec 2 §2.4: the frame of the student area and the parent pages. */
export function StudentShell() {
  const user = useSignedInUser();
  const sidebar = useResponsiveSidebar(STUDENT_SIDEBAR_BREAKPOINT_PX);
  const unread = useShellUnread(user.role);

  return (
    <div className="min-h-dvh md:flex">
      <SkipLink />
      {sidebar.wide ? (
        <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white">
          <div className="px-6 pt-5">
            <Logo />
          </div>
          <StudentNav user={user} unread={unread} />
        </aside>
      ) : (
        <>
          <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3">
            <NavToggle open={sidebar.open} onOpenChange={sidebar.setOpen} />
            <Logo />
            {isParent(user) && <MessagesShortcut unread={unread} />}
          </header>
          <Sheet open={sidebar.open} onOpenChange={sidebar.setOpen} title="Navigation">
            <StudentNav user={user} unread={unread} />
          </Sheet>
        </>
      )}
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
