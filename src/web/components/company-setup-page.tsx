import type { ReactNode } from 'react';
import { SSO_MSG } from '../../shared/sso/messages.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useSignedInUser } from '../lib/session/current-user.js';
import { PageHeader } from './page-header.js';

/**
 * One of the employer contact's set-up pages for their own company (issue 30 §6): its title and
 * description, then `children`, or the reason there is nothing to set up for a contact without one.
 */
export function CompanySetupPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const user = useSignedInUser();
  return (
    <div className="mx-auto grid max-w-3xl min-w-0 grid-cols-1 gap-6">
      <PageHeader title={title} description={description} />
      {user.companyId === null ? (
        <p className="text-slate-700">{SSO_MSG.noCompanyOfYours}.</p>
      ) : (
        children
      )}
    </div>
  );
}
