import { Outlet } from 'react-router';
import { SIDEBAR_BREAKPOINT_PX } from '../../../shared/constants.js';
import { Logo } from '../../components/logo.js';
import { NavToggle } from '../../components/nav-toggle.js';
import { SkipLink } from '../../components/skip-link.js';
import { Sheet } from '../../components/ui/sheet.js';
import { cn } from '../../lib/cn.js';
import { useResponsiveSidebar } from '../../lib/use-responsive-sidebar.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { isSafeguardingLead } from '../../../shared/policies/safeguarding.js';
import { useOpenConcerns } from '../concerns/api.js';
import { useShellUnread } from '../messages/shell-unread.js';
import { SearchBox } from '../search/search-box.js';
import { BottomBar } from './bottom-bar.js';
import { ProfileMenu } from './profile-menu.js';
import { SidebarNav } from './sidebar-nav.js';

/** Spec 1 §2: the frame of every tutor and admin page. */
export function AppShell() {
  const user = useSignedInUser();
  const sidebar = useResponsiveSidebar(SIDEBAR_BREAKPOINT_PX);
  const unread = useShellUnread(user.role);
  const lead = isSafeguardingLead(user);
  const concerns = useOpenConcerns(lead).data ?? 0;

  return (
    // --bottom-bar: how much of the screen the bottom bar covers, for pages that fill the screen.
    <div
      className={cn(
        'min-h-dvh',
        !sidebar.wide && '[--bottom-bar:calc(3.5625rem+env(safe-area-inset-bottom))]',
      )}
    >
      <SkipLink />
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-4 sm:px-4">
        <NavToggle open={sidebar.open} onOpenChange={sidebar.setOpen} />
        <Logo compact />
        <div className="flex min-w-0 flex-1 justify-center">
          <SearchBox />
        </div>
        <ProfileMenu user={user} />
      </header>
      <div className="flex">
        {sidebar.wide ? (
          sidebar.open && (
            <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white">
              <SidebarNav user={user} unread={unread} concerns={concerns} />
            </aside>
          )
        ) : (
          <Sheet open={sidebar.open} onOpenChange={sidebar.setOpen} title="Navigation">
            <div className="p-4 pb-0">
              <Logo />
            </div>
            <SidebarNav user={user} unread={unread} concerns={concerns} />
          </Sheet>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 pb-24 sm:p-6 sm:pb-24 lg:p-8">
          <Outlet />
        </main>
      </div>
      {!sidebar.wide && <BottomBar user={user} unread={unread} />}
    </div>
  );
}
