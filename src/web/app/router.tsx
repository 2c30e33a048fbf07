import { createBrowserRouter } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SectionPending } from '../components/section-pending.js';
import { adminOnly, parentOnly, studentArea, tutorPages } from '../features/auth/access.js';
import type { AccessRule } from '../features/auth/access.js';
import { AuthPage } from '../features/auth/auth-page.js';
import { RequireUser } from '../features/auth/require-user.js';
import { ResetPasswordPage } from '../features/auth/reset-password-page.js';
import { AccountPage } from '../features/account/account-page.js';
import { ChoosePasswordPage } from '../features/account/choose-password-page.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { NotFoundPage } from '../features/errors/not-found-page.js';
import { HomePage } from '../features/home/home-page.js';
import { AppShell } from '../features/shell/app-shell.js';
import { StudentShell } from '../features/student-shell/student-shell.js';
import { ResourcesPage } from './resources-page.js';
import { RoleShell } from './role-shell.js';
import { RootLayout } from './root-layout.js';
import { ROUTES } from './routes.js';

/** Screens that later issues build; until then each shows its title and says so. */
const pending = (path: string, title: string): RouteObject => ({
  path,
  element: <SectionPending title={title} />,
});

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

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.home, element: <HomePage /> },
      { path: ROUTES.auth, element: <AuthPage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <RequireUser />,
        children: [{ path: ROUTES.choosePassword, element: <ChoosePasswordPage /> }],
      },
      guarded(undefined, RoleShell, [
        { path: ROUTES.account, element: <AccountPage /> },
        { path: ROUTES.resources, element: <ResourcesPage /> },
      ]),
      guarded(adminOnly, AppShell, [pending(ROUTES.admin, 'Admin Dashboard')]),
      guarded(tutorPages, AppShell, [
        pending(ROUTES.dashboard, 'Dashboard'),
        pending(ROUTES.recordedLessons, 'Recorded Lessons'),
        pending(ROUTES.recordedLesson.pattern, 'Recorded Lesson'),
        pending(ROUTES.liveSessions, 'Live Sessions'),
        pending(ROUTES.students, 'Students'),
        pending(ROUTES.student.pattern, 'Student Details'),
        pending(ROUTES.analytics, 'Analytics'),
        pending(ROUTES.schedule, 'Schedule'),
      ]),
      guarded(studentArea, StudentShell, [
        pending(ROUTES.studentHome, 'Student Dashboard'),
        pending(ROUTES.studentLessons, 'Recorded Lessons'),
        pending(ROUTES.studentLive, 'Live Sessions'),
        pending(ROUTES.studentResources, 'Resources'),
        pending(ROUTES.studentSchedule, 'My Schedule'),
        pending(ROUTES.studentLesson.pattern, 'Lesson Details'),
        pending(ROUTES.studentSession.pattern, 'Session Details'),
      ]),
      guarded(parentOnly, StudentShell, [
        pending(ROUTES.parentDashboard, 'Parent Dashboard'),
        pending(ROUTES.parentPortal, 'Parent Portal'),
      ]),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
