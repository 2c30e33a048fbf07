import type { Role } from '../../../shared/constants.js';
import { NavItem } from '../../components/nav-item.js';
import { ROUTES } from '../../lib/paths.js';
import { RecentStudents } from './recent-students.js';
import { sidebarLinks } from './nav-links.js';

interface SidebarNavProps {
  role: Role;
  unread: number;
  /** A designated safeguarding lead sees Concerns, with the count of cases not closed. */
  lead?: boolean;
  concerns?: number;
}

export function SidebarNav({ role, unread, lead = false, concerns = 0 }: SidebarNavProps) {
  return (
    <div className="grid gap-8 p-4">
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {sidebarLinks(role, lead).map((link) => (
            <li key={link.to}>
              <NavItem
                {...link}
                unread={
                  link.to === ROUTES.messages
                    ? unread
                    : link.to === ROUTES.adminConcerns
                      ? concerns
                      : 0
                }
              />
            </li>
          ))}
        </ul>
      </nav>
      <RecentStudents />
    </div>
  );
}
