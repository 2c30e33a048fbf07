import { RegistrationPanel } from '../onboarding/registration-panel.js';

/** Registration (spec 2 §2.2); the onboarding feature builds it. */
export function RegistrationTab() {
  return <RegistrationPanel />;
}
