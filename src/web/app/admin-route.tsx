import { lazy } from 'react';
import { AdminPage } from '../features/admin/admin-page.js';

/* The admin page with the onboarding feature's parts, each loaded when first shown: composed here
   so that admin and onboarding do not import each other (decision 104). */
const onboarding = {
  EmployeesPanel: lazy(async () => ({
    default: (await import('../features/onboarding/employees-panel.js')).EmployeesPanel,
  })),
  RegistrationPanel: lazy(async () => ({
    default: (await import('../features/onboarding/registration-panel.js')).RegistrationPanel,
  })),
  GenerateAccounts: lazy(async () => ({
    default: (await import('../features/onboarding/generate-accounts-dialog.js'))
      .GenerateAccountsDialog,
  })),
};

export function AdminRoute() {
  return <AdminPage onboarding={onboarding} />;
}
