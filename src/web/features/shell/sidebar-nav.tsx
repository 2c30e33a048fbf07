import { NavItem } from '../../components/nav-item.js';
import { ROUTES } from '../../lib/paths.js';
import { RecentStudents } from './recent-students.js';
import { sidebarLinks, type NavUser } from './nav-links.js';

interface SidebarNavProps {
  user: NavUser;
  unread: number;
  /** Cases not closed, counted beside Concerns for a designated safeguarding lead. */
  concerns?: number;
}

export function SidebarNav({ user, unread, concerns = 0 }: SidebarNavProps) {
  return (
    <div className="grid gap-8 p-4">
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {sidebarLinks(user).map((link) => (
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
