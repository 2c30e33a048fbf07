import { CompanySetupPage } from '../../components/company-setup-page.js';
import { CompanySso } from './company-sso.js';

/** /employer/single-sign-on: the contact's own company's identity provider (issue 30 §2, §6). */
export function SsoSetupPage() {
  return (
    <CompanySetupPage
      title="Single sign-on"
      description="Let your staff sign in to ClassPerk with their company account, through your identity provider (Okta, Entra ID, Google Workspace or any OIDC or SAML 2.0 provider)."
    >
      <CompanySso companyId={null} />
    </CompanySetupPage>
  );
}
