import type { ProvisioningAction } from '../../../shared/provisioning/schemas.js';
import { formatDate, formatTime } from '../../../shared/dates/format.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { Breakable } from '../../components/ui/breakable.js';
import { useProvisioningEvents, type ProvisioningEvent } from './api.js';

const ACTIONS: Record<ProvisioningAction, string> = {
  created: 'Account created',
  updated: 'Account updated',
  deactivated: 'Deactivated: left the company',
  reactivated: 'Reactivated',
  deleted: 'Removed from the company',
  token_rotated: 'New SCIM token made',
};

function EventRow({ event }: { event: ProvisioningEvent }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-100 pb-3 text-sm last:border-b-0">
      <p className="font-medium text-slate-900">{ACTIONS[event.action]}</p>
      {event.userName && (
        <p className="text-slate-700">
          <Breakable text={event.userName} />
        </p>
      )}
      <p className="text-slate-600">
        {formatDate(event.occurredAt)} at {formatTime(event.occurredAt)}
      </p>
    </div>
  );
}

/** What the company's directory did over SCIM, newest first, a page at a time. */
export function ProvisioningEvents({ companyId }: { companyId: number | null }) {
  const events = useProvisioningEvents(companyId);
  return (
    <CursorPagedList
      query={events}
      noun="events"
      one="event"
      layout="grid gap-3"
      skeletons={{ count: 3, label: 'Loading provisioning events' }}
      empty={<p className="text-sm text-slate-700">Your identity provider has done nothing yet.</p>}
      renderItem={(event) => <EventRow event={event} />}
    />
  );
}
