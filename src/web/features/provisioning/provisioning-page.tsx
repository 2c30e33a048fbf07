import { CompanySetupPage } from '../../components/company-setup-page.js';
import { SectionCard } from '../../components/section-card.js';
import { ROUTES } from '../../lib/paths.js';
import { CompanyProvisioning } from './company-provisioning.js';

/** /employer/provisioning: the contact's own company's SCIM set-up and events (issue 30 §6). */
export function ProvisioningPage() {
  return (
    <CompanySetupPage
      title="Provisioning"
      description="Let your identity provider (Okta, Entra ID or any SCIM 2.0 directory) add your staff to ClassPerk and remove leavers automatically."
    >
      <CompanyProvisioning companyId={null} />
      <SectionCard
        title="Employee files"
        link={{ to: ROUTES.employerImports, label: 'See the imports' }}
      >
        <p className="text-sm text-slate-700">
          Staff added from a spreadsheet rather than your directory are on the Imports page, newest
          file first.
        </p>
      </SectionCard>
    </CompanySetupPage>
  );
}
