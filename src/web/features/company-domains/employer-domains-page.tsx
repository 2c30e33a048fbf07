import { CompanySetupPage } from '../../components/company-setup-page.js';
import { SectionCard } from '../../components/section-card.js';
import { DomainsPanel } from './domains-panel.js';

/** /employer/email-domains: the contact's own company's email domains (issue 30 §5–6). */
export function EmployerDomainsPage() {
  return (
    <CompanySetupPage
      title="Email domains"
      description="Staff with a work address on a verified domain can register without a code, and are sent to your identity provider when they sign in with your company. Each domain is verified by a link we email to an address on it."
    >
      <SectionCard title="Your company’s domains">
        <DomainsPanel companyId={null} />
      </SectionCard>
    </CompanySetupPage>
  );
}
