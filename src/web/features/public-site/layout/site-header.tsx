import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { hasSignedInHint } from '../../../lib/signed-in-hint.js';
import { useHydrated, useNotReadyYet } from '../../../lib/use-hydrated.js';
import { BENEFIT_LINKS, LANDING_LINKS, NAV_GROUPS } from '../site-nav.js';
import { MobileMenu } from './mobile-menu.js';
import { NavDisclosure } from './nav-disclosure.js';

const topLinkClasses =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** Spec 1 §2: the header of every public page, with the MENU/CLOSE toggle on small screens. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const notReady = useNotReadyYet();
  // The prerendered page says Log In; once hydrated, a signed-in visitor is offered their home,
  // which /auth redirects them to by role.
  const signedIn = useHydrated() && hasSignedInHint();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <header
      onKeyDown={closeOnEscape}
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {NAV_GROUPS.map((group) => (
              <li key={group.label}>
                <NavDisclosure group={group} />
              </li>
            ))}
            {[...BENEFIT_LINKS, ...LANDING_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={topLinkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* In the menu on phones, where the header has room for two buttons only. */}
          <div className="hidden sm:block">
            <Link to={ROUTES.comingSoon} className={buttonClasses({ variant: 'outline' })}>
              View Curriculum
            </Link>
          </div>
          <Link to={ROUTES.auth} className={buttonClasses()}>
            {signedIn ? 'Dashboard' : 'Log In'}
          </Link>
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            {...notReady}
            onClick={() => setMenuOpen(!menuOpen)}
            className="h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold tracking-wide text-slate-800 hover:bg-slate-50 xl:hidden"
          >
            {menuOpen ? 'CLOSE' : 'MENU'}
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
