import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { LEADS_MSG } from '../../../shared/leads/schemas.js';
import { buttonClasses } from '../../components/ui/button.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** What a non-lead admin reads at a lead-only address (issue 31 §2). */
export function LeadsOnlyNotice() {
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
