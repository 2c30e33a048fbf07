import { ShieldAlert } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { LEADS_MSG } from '../../../shared/leads/schemas.js';
import { isSafeguardingLead } from '../../../shared/policies/safeguarding.js';
import { buttonClasses } from '../../components/ui/button.js';
import { ROUTES } from '../../lib/paths.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

function LeadsOnlyNotice() {
  useDocumentTitle(LEADS_MSG.leadsOnlyTitle);
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-slate-500" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {LEADS_MSG.leadsOnlyTitle}
      </h1>
      <p className="text-slate-700">{LEADS_MSG.leadsOnlyPage}</p>
      <Link to={ROUTES.adminSafeguardingLeads} className={buttonClasses({ variant: 'outline' })}>
        See who the leads are
      </Link>
    </div>
  );
}

/**
 * Issue 31 §2: the lead-only pages (conversations, lesson chats, message reports, concerns) let
 * through only safeguarding leads; another admin reads why, in the frame, rather than meeting the
 * API's refusal in the middle of a screen.
 */
export function LeadsOnly() {
  return isSafeguardingLead(useSignedInUser()) ? <Outlet /> : <LeadsOnlyNotice />;
}
