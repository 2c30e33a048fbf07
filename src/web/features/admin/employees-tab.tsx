import { PendingTab } from './pending-tab.js';

/** CSV Upload (spec 2 §2.2): built by the onboarding work, which replaces this file. */
export function EmployeesTab() {
  return <PendingTab id="employees-heading" title="CSV Upload" />;
}
