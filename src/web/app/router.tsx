import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  adminOnly,
  concernRaisers,
  employerOnly,
  messagingRoles,
  parentOnly,
  studentArea,
  tutorPages,
} from '../features/auth/access.js';
import type { AccessRule } from '../features/auth/access.js';
import { LeadsOnly } from '../features/auth/leads-only.js';
import { RequireUser } from '../features/auth/require-user.js';
import { RouteErrorPage } from '../features/errors/route-error-page.js';
import { EmployerShell } from '../features/employer-shell/employer-shell.js';
import { AppShell } from '../features/shell/app-shell.js';
import { StudentShell } from '../features/student-shell/student-shell.js';
import { parentRoutes, studentRoutes } from './family-routes.js';
import {
  adminMessagesRoutes,
  concernRoutes,
  messagesRoutes,
  myConcernsRoutes,
} from './messages-routes.js';
import { ResourcesPage } from './resources-page.js';
import { RoleShell } from './role-shell.js';
import { ROUTES } from '../lib/paths.js';
import { tutorRoutes } from './tutor-routes.js';
import { page } from './lazy-page.js';

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
  page(
    ROUTES.resetPassword,
    async () => (await import('../features/auth/reset-password-page.js')).ResetPasswordPage,
  ),
  // Public: a signed-in person may still open an employer's link (it says who they are).
  page(
    ROUTES.register.pattern,
    async () => (await import('../features/onboarding/register-page.js')).RegisterPage,
  ),
  page(
    ROUTES.finishRegistration,
    async () =>
      (await import('../features/onboarding/finish-registration-page.js')).FinishRegistrationPage,
  ),
  // Issue 30 §5: registering by work email, and a company domain's emailed link (decision 128).
  page(
    ROUTES.workEmailRegister,
    async () => (await import('../features/onboarding/work-email-page.js')).WorkEmailPage,
  ),
  page(
    ROUTES.workEmailFinish,
    async () =>
      (await import('../features/onboarding/work-email-finish-page.js')).WorkEmailFinishPage,
  ),
  page(
    ROUTES.verifyDomain,
    async () =>
      (await import('../features/company-domains/verify-domain-page.js')).VerifyDomainPage,
  ),
  {
    element: <RequireUser />,
    children: [
      page(
        ROUTES.choosePassword,
        async () =>
          (await import('../features/account/choose-password-page.js')).ChoosePasswordPage,
      ),
    ],
  },
  guarded(undefined, RoleShell, [
    page(
      ROUTES.account,
      async () => (await import('../features/account/account-page.js')).AccountPage,
    ),
    { path: ROUTES.resources, element: <ResourcesPage /> },
    page(
      ROUTES.classroom.pattern,
      async () => (await import('../features/classroom/classroom-page.js')).ClassroomPage,
    ),
  ]),
  guarded(adminOnly, AppShell, [
    page(ROUTES.admin, async () => (await import('./admin-route.js')).AdminRoute),
    page(
      ROUTES.adminEnquiries,
      async () => (await import('../features/enquiries/enquiries-page.js')).EnquiriesPage,
    ),
    page(
      ROUTES.adminJobs,
      async () =>
        (await import('../features/background-jobs/background-jobs-page.js')).BackgroundJobsPage,
    ),
    page(
      ROUTES.adminAllocation,
      async () => (await import('../features/allocation/allocation-page.js')).AllocationPage,
    ),
    page(
      ROUTES.adminAllocationRun.pattern,
      async () => (await import('../features/allocation/allocation-run-page.js')).AllocationRunPage,
    ),
    page(
      ROUTES.adminAccounts,
      async () => (await import('../features/admin-accounts/accounts-page.js')).AccountsPage,
    ),
    page(
      ROUTES.adminSecurity,
      async () => (await import('../features/security-log/security-log-page.js')).SecurityLogPage,
    ),
    page(
      ROUTES.adminAudit,
      async () => (await import('../features/audit-trail/audit-trail-page.js')).AuditTrailPage,
    ),
    { element: <LeadsOnly />, children: [...adminMessagesRoutes, ...concernRoutes] },
    page(
      ROUTES.adminSafeguardingLeads,
      async () => (await import('../features/safeguarding-leads/leads-page.js')).LeadsPage,
    ),
    page(
      ROUTES.adminUsageReports,
      async () =>
        (await import('../features/employer-report/usage-summary-page.js')).UsageSummaryPage,
    ),
    page(ROUTES.adminClasses, async () => (await import('./class-routes.js')).AdminClassesRoute),
    page(
      ROUTES.adminClass.pattern,
      async () => (await import('./class-routes.js')).AdminClassRoute,
    ),
    page(
      ROUTES.adminCoverage,
      async () => (await import('../features/classes/coverage-page.js')).CoveragePage,
    ),
    page(
      ROUTES.adminCompanySignIn.pattern,
      async () => (await import('./company-sign-in-route.js')).CompanySignInRoute,
    ),
    page(
      ROUTES.adminCompanyReport.pattern,
      async () =>
        (await import('../features/employer-report/company-report-page.js')).CompanyReportPage,
    ),
    page(
      ROUTES.adminSchoolYears,
      async () =>
        (await import('../features/school-years/academic-years-page.js')).AcademicYearsPage,
    ),
  ]),
  guarded(employerOnly, EmployerShell, [
    page(
      ROUTES.employer,
      async () =>
        (await import('../features/employer-report/employer-report-page.js')).EmployerReportPage,
    ),
    page(
      ROUTES.employerImports,
      async () =>
        (await import('../features/employer-imports/imports-page.js')).EmployerImportsPage,
    ),
    page(
      ROUTES.employerSso,
      async () => (await import('../features/sso/sso-setup-page.js')).SsoSetupPage,
    ),
    page(
      ROUTES.employerProvisioning,
      async () => (await import('../features/provisioning/provisioning-page.js')).ProvisioningPage,
    ),
    page(
      ROUTES.employerDomains,
      async () =>
        (await import('../features/company-domains/employer-domains-page.js')).EmployerDomainsPage,
    ),
  ]),
  guarded(tutorPages, AppShell, tutorRoutes),
  guarded(studentArea, StudentShell, studentRoutes),
  guarded(parentOnly, StudentShell, parentRoutes),
  guarded(messagingRoles, RoleShell, messagesRoutes),
  guarded(concernRaisers, RoleShell, myConcernsRoutes),
];
