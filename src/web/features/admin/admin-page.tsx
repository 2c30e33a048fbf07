import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from './admin-tabs.js';
import { CompaniesTab } from './companies/companies-tab.js';
import { EmployeesTab } from './employees-tab.js';
import { LessonsTab } from './lessons/lessons-tab.js';
import { RegistrationTab } from './registration-tab.js';
import { ScheduleTab } from './schedule/schedule-tab.js';
import { TutorsTab } from './tutors/tutors-tab.js';

const CONTENT: Record<AdminTab, ComponentType> = {
  schedule: ScheduleTab,
  tutors: TutorsTab,
  companies: CompaniesTab,
  employees: EmployeesTab,
  registration: RegistrationTab,
  lessons: LessonsTab,
};

/** Spec 2 §2.2. The open tab is in the address, so reload, links and Back all keep it. */
export function AdminPage() {
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
        {ADMIN_TABS.map(({ value }) => {
          const Content = CONTENT[value];
          return (
            <TabsContent key={value} value={value}>
              <Content />
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}
