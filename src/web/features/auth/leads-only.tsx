import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { isSafeguardingLead } from '../../../shared/policies/safeguarding.js';
import { useSignedInUser } from '../../lib/session/current-user.js';

// Loaded only when shown, so every signed-in page's script stays within its budget.
const LeadsOnlyNotice = lazy(async () => ({
  default: (await import('./leads-only-notice.js')).LeadsOnlyNotice,
}));

/**
 * Issue 31 §2: the lead-only pages (conversations, lesson chats, message reports, concerns) let
 * through only safeguarding leads; another admin reads why, in the frame, rather than meeting the
 * API's refusal in the middle of a screen.
 */
export function LeadsOnly() {
  if (isSafeguardingLead(useSignedInUser())) return <Outlet />;
  return (
    <Suspense>
      <LeadsOnlyNotice />
    </Suspense>
  );
}
