import { PendingTab } from './pending-tab.js';

/** Registration (spec 2 §2.2): built by the onboarding work, which replaces this file. */
export function RegistrationTab() {
  return <PendingTab id="registration-heading" title="Employee Registration Options" />;
}
