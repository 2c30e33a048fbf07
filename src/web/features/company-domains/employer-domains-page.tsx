import { SSO_MSG } from '../../../shared/sso/messages.js';
import { PageHeader } from '../../components/page-header.js';
import { SectionCard } from '../../components/section-card.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { DomainsPanel } from './domains-panel.js';

/** /employer/email-domains: the contact's own company's email domains (issue 30 §5–6). */
export function EmployerDomainsPage() {
  useDocumentTitle('Email domains');
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Email domains"
        description="Staff with a work address on a verified domain can register without a code, and are sent to your identity provider when they sign in with your company. Each domain is verified by a link we email to an address on it."
      />
      {user.companyId === null ? (
        <p className="text-slate-700">{SSO_MSG.noCompanyOfYours}.</p>
      ) : (
        <SectionCard title="Your company’s domains">
          <DomainsPanel companyId={null} />
        </SectionCard>
      )}
    </div>
  );
}
