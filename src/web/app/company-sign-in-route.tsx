import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/page-header.js';
import { TitledSection } from '../components/titled-section.js';
import { CompanyProvisioning } from '../features/provisioning/company-provisioning.js';
import { useSsoSetup } from '../features/sso/api.js';
import { CompanySso } from '../features/sso/company-sso.js';
import { adminTabPath } from '../lib/admin-tabs.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * An admin's view of one company's sign-in (issue 30 §6): the same single sign-on and SCIM
 * sections its employer contact sees, composed here so neither feature imports the other.
 */
export function CompanySignInRoute() {
  useDocumentTitle('Company sign-in');
  const id = Number(useParams().id);
  // The set-up names the company; CompanySso reads the same query, so this costs no request.
  const name = useSsoSetup(id).data?.companyName;
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title={name ? `${name}: sign-in` : 'Company sign-in'}
        description="The company's single sign-on and SCIM provisioning, as its employer contact sees them."
        actions={
          <Link
            to={adminTabPath('companies')}
            className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-indigo-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All companies
          </Link>
        }
      />
      <TitledSection
        id="company-sso"
        title="Single sign-on"
        description="Staff sign in with their company account through its identity provider."
        className="grid gap-4"
      >
        <CompanySso key={`sso-${id}`} companyId={id} />
      </TitledSection>
      <TitledSection
        id="company-provisioning"
        title="Provisioning"
        description="The company's directory adds its staff and removes leavers over SCIM."
        className="grid gap-4"
      >
        <CompanyProvisioning key={`scim-${id}`} companyId={id} />
      </TitledSection>
    </div>
  );
}
