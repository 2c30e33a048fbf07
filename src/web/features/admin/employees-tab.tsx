import { EmployeesPanel } from '../onboarding/employees-panel.js';

/** CSV Upload (spec 2 §2.2); the onboarding feature builds it. */
export function EmployeesTab() {
  return <EmployeesPanel />;
}
