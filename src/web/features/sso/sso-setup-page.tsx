import { SSO_MSG } from '../../../shared/sso/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { CompanySso } from './company-sso.js';

/** /employer/single-sign-on: the contact's own company's identity provider (issue 30 §2, §6). */
export function SsoSetupPage() {
  useDocumentTitle('Single sign-on');
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Single sign-on"
        description="Let your staff sign in to ClassPerk with their company account, through your identity provider (Okta, Entra ID, Google Workspace or any OIDC or SAML 2.0 provider)."
      />
      {user.companyId === null ? (
        <p className="text-slate-700">{SSO_MSG.noCompanyOfYours}.</p>
      ) : (
        <CompanySso companyId={null} />
      )}
    </div>
  );
}
