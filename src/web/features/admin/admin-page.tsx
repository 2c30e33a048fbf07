import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { Spinner } from '../../components/ui/spinner.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../../lib/admin-tabs.js';

/** A tab's code loads when it is first opened, so the admin's home carries only the open one. */
const tabPanel = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const ScheduleTab = tabPanel(async () => (await import('./schedule/schedule-tab.js')).ScheduleTab);
const TutorsTab = tabPanel(async () => (await import('./tutors/tutors-tab.js')).TutorsTab);
const CompaniesTab = tabPanel(
  async () => (await import('./companies/companies-tab.js')).CompaniesTab,
);
const LessonsTab = tabPanel(async () => (await import('./lessons/lessons-tab.js')).LessonsTab);

/**
 * What the onboarding feature builds for this page: the CSV Upload and Registration tabs and the
 * Companies tab's Generate Accounts. The route module in app/ passes them in, so neither feature
 * imports the other (decision 104).
 */
export interface OnboardingParts {
  EmployeesPanel: ComponentType;
  RegistrationPanel: ComponentType;
  GenerateAccounts: ComponentType;
}

function TabPanel({ tab, onboarding }: { tab: AdminTab; onboarding: OnboardingParts }) {
  switch (tab) {
    case 'schedule':
      return <ScheduleTab />;
    case 'tutors':
      return <TutorsTab />;
    case 'companies':
      return <CompaniesTab generateAccounts={<onboarding.GenerateAccounts />} />;
    case 'employees':
      return <onboarding.EmployeesPanel />;
    case 'registration':
      return <onboarding.RegistrationPanel />;
    case 'lessons':
      return <LessonsTab />;
  }
}

/** Spec 2 §2.2. The open tab is in the address, so reload, links and Back all keep it. */
export function AdminPage({ onboarding }: { onboarding: OnboardingParts }) {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isAdminTab(raw) ? raw : DEFAULT_ADMIN_TAB;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Centrally manage tutoring sessions and tutors"
      />
      <Tabs
        value={tab}
        // Each tab is one history entry, so a tab opens on click or Enter rather than on focus.
        activationMode="manual"
        onValueChange={(next) => setParams({ tab: next })}
      >
        <TabsList
          aria-label="Admin sections"
          className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-6"
        >
          {ADMIN_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<Spinner className="grid place-items-center py-16" />}>
              <TabPanel tab={value} onboarding={onboarding} />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
