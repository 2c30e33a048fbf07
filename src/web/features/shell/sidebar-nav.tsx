import type { Role } from '../../../shared/constants.js';
import { NavItem } from '../../components/nav-item.js';
import { RecentStudents } from './recent-students.js';
import { sidebarLinks } from './nav-links.js';

export function SidebarNav({ role }: { role: Role }) {
  return (
    <div className="grid gap-8 p-4">
      <nav aria-label="Main">
        <ul className="grid gap-1">
          {sidebarLinks(role).map((link) => (
            <li key={link.to}>
              <NavItem {...link} />
            </li>
          ))}
        </ul>
      </nav>
      <RecentStudents />
    </div>
  );
}
