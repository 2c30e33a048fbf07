import { SSO_MSG } from '../../../shared/sso/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { SectionCard } from '../../components/section-card.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { CompanyProvisioning } from './company-provisioning.js';

/** /employer/provisioning: the contact's own company's SCIM set-up and events (issue 30 §6). */
export function ProvisioningPage() {
  useDocumentTitle('Provisioning');
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Provisioning"
        description="Let your identity provider (Okta, Entra ID or any SCIM 2.0 directory) add your staff to ClassPerk and remove leavers automatically."
      />
      {user.companyId === null ? (
        <p className="text-slate-700">{SSO_MSG.noCompanyOfYours}.</p>
      ) : (
        <>
          <CompanyProvisioning companyId={null} />
          <SectionCard
            title="Employee files"
            link={{ to: ROUTES.employerImports, label: 'See the imports' }}
          >
            <p className="text-sm text-slate-700">
              Staff added from a spreadsheet rather than your directory are on the Imports page,
              newest file first.
            </p>
          </SectionCard>
        </>
      )}
    </div>
  );
}
