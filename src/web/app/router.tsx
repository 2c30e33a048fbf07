import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AdminPage } from '../features/admin/admin-page.js';
import { adminOnly, parentOnly, studentArea, tutorPages } from '../features/auth/access.js';
import type { AccessRule } from '../features/auth/access.js';
import { RequireUser } from '../features/auth/require-user.js';
import { ResetPasswordPage } from '../features/auth/reset-password-page.js';
import { AccountPage } from '../features/account/account-page.js';
import { AccountsPage } from '../features/admin-accounts/accounts-page.js';
import { BackgroundJobsPage } from '../features/background-jobs/background-jobs-page.js';
import { ChoosePasswordPage } from '../features/account/choose-password-page.js';
import { EnquiriesPage } from '../features/enquiries/enquiries-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { RegisterPage } from '../features/onboarding/register-page.js';
import { SecurityLogPage } from '../features/security-log/security-log-page.js';
import { AppShell } from '../features/shell/app-shell.js';
import { StudentShell } from '../features/student-shell/student-shell.js';
import { parentRoutes, studentRoutes } from './family-routes.js';
import { ResourcesPage } from './resources-page.js';
import { RoleShell } from './role-shell.js';
import { ROUTES } from '../lib/paths.js';
import { tutorRoutes } from './tutor-routes.js';

/** Guard, then frame; errors inside a page keep the frame around them. */
const guarded = (
  rule: AccessRule | undefined,
  Shell: ComponentType,
  children: RouteObject[],
): RouteObject => ({
  element: <RequireUser rule={rule} />,
  children: [
    {
      element: <Shell />,
      children: [{ errorElement: <RouteErrorPage inline />, children }],
    },
  ],
});

/**
 * Everything behind sign-in (and the account pages around it). app-routes.tsx loads this module
 * on the first visit to one of these paths, so the public pages never download it.
 */
export const signedInRoutes: RouteObject[] = [
  { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
  // Public: a signed-in person may still open an employer's link (it says who they are).
  { path: ROUTES.register.pattern, element: <RegisterPage /> },
  {
    element: <RequireUser />,
    children: [{ path: ROUTES.choosePassword, element: <ChoosePasswordPage /> }],
  },
  guarded(undefined, RoleShell, [
    { path: ROUTES.account, element: <AccountPage /> },
    { path: ROUTES.resources, element: <ResourcesPage /> },
  ]),
  guarded(adminOnly, AppShell, [
    { path: ROUTES.admin, element: <AdminPage /> },
    { path: ROUTES.adminEnquiries, element: <EnquiriesPage /> },
    { path: ROUTES.adminJobs, element: <BackgroundJobsPage /> },
    { path: ROUTES.adminAccounts, element: <AccountsPage /> },
    { path: ROUTES.adminSecurity, element: <SecurityLogPage /> },
  ]),
  guarded(tutorPages, AppShell, tutorRoutes),
  guarded(studentArea, StudentShell, studentRoutes),
  guarded(parentOnly, StudentShell, parentRoutes),
];
