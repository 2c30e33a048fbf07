import { AtSign, ChartColumn, FileUp, KeyRound, Settings, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo.js';
import { NavItem } from '../../components/nav-item.js';
import { SkipLink } from '../../components/skip-link.js';
import { ROUTES } from '../../lib/paths.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { ProfileMenu } from '../shell/profile-menu.js';

/**
 * The frame of an employer contact's pages (issue 15 §3): the same header as the other areas,
 * with only the report, the company's imports, single sign-on, provisioning and email domains, and the account, so there is
 * nothing to reach that would be refused.
 */
export function EmployerShell() {
  const user = useSignedInUser();
  const menu = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu scrolls sideways: bring the page the contact is on into view.
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <Logo compact />
          <nav aria-label="Main" className="min-w-0 flex-1">
            {/* Six links fit a phone as words alone, scrolling sideways to the current one; the icons come back from the sm breakpoint. */}
            <ul
              ref={menu}
              className="flex gap-1 overflow-x-auto sm:justify-center [&_a]:px-2 [&_a]:whitespace-nowrap [&_svg]:hidden sm:[&_a]:px-3 sm:[&_svg]:block"
            >
              <li>
                <NavItem to={ROUTES.employer} label="Usage report" icon={ChartColumn} end />
              </li>
              <li>
                <NavItem to={ROUTES.employerImports} label="Imports" icon={FileUp} />
              </li>
              <li>
                <NavItem to={ROUTES.employerSso} label="Single sign-on" icon={KeyRound} />
              </li>
              <li>
                <NavItem to={ROUTES.employerProvisioning} label="Provisioning" icon={UsersRound} />
              </li>
              <li>
                <NavItem to={ROUTES.employerDomains} label="Email domains" icon={AtSign} />
              </li>
              <li>
                <NavItem to={ROUTES.account} label="Account" icon={Settings} />
              </li>
            </ul>
          </nav>
          <ProfileMenu user={user} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 p-4 pb-12 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
