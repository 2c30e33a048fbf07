import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.js';
import { ROUTES } from '../../../lib/paths.js';
import { BENEFIT_LINKS, LANDING_LINKS, NAV_GROUPS } from '../site-nav.js';
import type { NavGroup } from '../site-nav.js';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Following a link closes the menu, so the page it opens is not hidden behind it. */
  onNavigate: () => void;
}

// Pricing has its own page under Services, so the landing page's pricing section is not offered too.
const EXPLORE = LANDING_LINKS.filter((link) => link.to !== ROUTES.landingPricing);

const GROUPS: NavGroup[] = [
  { label: 'Explore', links: [{ to: ROUTES.home, label: 'Home' }, ...EXPLORE] },
  ...NAV_GROUPS,
  { label: 'Benefits', links: BENEFIT_LINKS },
];

/** The whole navigation below the header on screens too narrow for the header links. */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
    >
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {GROUPS.map((group) => (
          <div key={group.label} className="grid content-start gap-2">
            <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.label}
            </h2>
            <ul className="grid gap-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={onNavigate}
                    className="block rounded-lg px-2 py-2 font-medium text-slate-800 hover:bg-indigo-50 hover:text-indigo-900"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="sm:hidden">
          <Link
            to={ROUTES.comingSoon}
            onClick={onNavigate}
            className={buttonClasses({ variant: 'outline', className: 'w-full' })}
          >
            View Curriculum
          </Link>
        </div>
      </div>
    </nav>
  );
}
