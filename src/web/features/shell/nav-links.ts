import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  CalendarRange,
  ChartColumn,
  FileSearch,
  FolderOpen,
  Gauge,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  Radio,
  School,
  ServerCog,
  ShieldAlert,
  ShieldQuestion,
  ShieldCheck,
  ShieldUser,
  Shuffle,
  UserCog,
  Users,
  Video,
} from 'lucide-react';
import type { Role } from '../../../shared/constants.js';
import { ROUTES } from '../../lib/paths.js';
import { readsAllConversations } from '../../../shared/policies/messaging.js';
import { isSafeguardingLead, type LeadActor } from '../../../shared/policies/safeguarding.js';
import { isAdmin, isParent } from '../../../shared/policies/roles.js';

export interface NavLinkSpec {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active on this exact path only (the admin dashboard, whose path prefixes its subpages). */
  end?: boolean;
}

/** Spec 1 §2 mobile bar: parents and admins have their own dashboards. */
export const dashboardPathFor = (role: Role): string =>
  isParent({ role }) ? ROUTES.parentDashboard : isAdmin({ role }) ? ROUTES.admin : ROUTES.dashboard;

/** The signed-in user as the menus read them: a role, and whether they are a safeguarding lead. */
export type NavUser = LeadActor & { role: Role };

/**
 * Tutors write to families; safeguarding leads read every conversation (issue 31 §2); other
 * admins have no Messages link.
 */
const messagesLink = (user: NavUser): NavLinkSpec[] =>
  readsAllConversations(user)
    ? [{ to: ROUTES.adminMessages, label: 'Messages', icon: MessagesSquare }]
    : isAdmin(user)
      ? []
      : [{ to: ROUTES.messages, label: 'Messages', icon: MessagesSquare }];

/** The sidebar's Dashboard is /dashboard for tutors, and the admin dashboard for admins. */
export const sidebarLinks = (user: NavUser): NavLinkSpec[] => [
  {
    to: isAdmin(user) ? ROUTES.admin : ROUTES.dashboard,
    label: 'Dashboard',
    icon: LayoutDashboard,
    end: true,
  },
  { to: ROUTES.recordedLessons, label: 'Recorded Lessons', icon: Video },
  { to: ROUTES.liveSessions, label: 'Live Sessions', icon: Radio },
  { to: ROUTES.students, label: 'Students', icon: Users },
  // Admins reach every class from the admin section below; a tutor their own.
  ...(isAdmin(user) ? [] : [{ to: ROUTES.tutorClasses, label: 'My classes', icon: School }]),
  { to: ROUTES.resources, label: 'Resources', icon: FolderOpen },
  { to: ROUTES.analytics, label: 'Analytics', icon: ChartColumn },
  ...messagesLink(user),
  // Issue 31 §3: the designated safeguarding leads' queue of concerns; everyone's own.
  ...(isSafeguardingLead(user)
    ? [{ to: ROUTES.adminConcerns, label: 'Concerns', icon: ShieldAlert }]
    : []),
  { to: ROUTES.myConcerns, label: 'My concerns', icon: ShieldQuestion },
  // Contact-form enquiries, the background work, every account and the security log are for admins.
  ...(isAdmin(user)
    ? [
        { to: ROUTES.adminClasses, label: 'Classes', icon: School },
        { to: ROUTES.adminSchoolYears, label: 'Academic years', icon: CalendarRange },
        { to: ROUTES.adminAllocation, label: 'Allocation', icon: Shuffle },
        { to: ROUTES.adminCoverage, label: 'Coverage', icon: Gauge },
        { to: ROUTES.adminEnquiries, label: 'Enquiries', icon: Inbox },
        { to: ROUTES.adminJobs, label: 'Background jobs', icon: ServerCog },
        { to: ROUTES.adminAccounts, label: 'Accounts', icon: UserCog },
        { to: ROUTES.adminSecurity, label: 'Security log', icon: ShieldCheck },
        { to: ROUTES.adminAudit, label: 'Audit trail', icon: FileSearch },
        { to: ROUTES.adminSafeguardingLeads, label: 'Safeguarding leads', icon: ShieldUser },
        { to: ROUTES.adminUsageReports, label: 'Usage reports', icon: Building2 },
      ]
    : []),
];

export const bottomBarLinks = (user: NavUser): NavLinkSpec[] => [
  { to: dashboardPathFor(user.role), label: 'Dashboard', icon: LayoutDashboard },
  { to: ROUTES.recordedLessons, label: 'Lessons', icon: Video },
  { to: ROUTES.liveSessions, label: 'Live', icon: Radio },
  { to: ROUTES.students, label: 'Students', icon: Users },
  { to: ROUTES.resources, label: 'Resources', icon: FolderOpen },
  ...messagesLink(user),
];
