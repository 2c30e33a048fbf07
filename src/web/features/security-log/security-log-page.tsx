import { ShieldCheck } from 'lucide-react';
import { SECURITY_EVENT_OUTCOMES, SECURITY_EVENT_TYPES } from '../../../shared/security/events.js';
import { KeysetList } from '../../components/keyset-list.js';
import { ListSearch } from '../../components/list-search.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useTableFits } from '../../components/ui/row-cards.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ALL, useListParams } from '../../lib/use-list-params.js';
import { useSecurityEvents } from './api.js';
import { EVENT_LABELS, OUTCOME_LABELS } from './event-labels.js';
import { EventCards, EventTable } from './event-table.js';

const TYPE_OPTIONS = SECURITY_EVENT_TYPES.map((type) => ({
  value: type,
  label: EVENT_LABELS[type],
}));
const OUTCOME_OPTIONS = SECURITY_EVENT_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: OUTCOME_LABELS[outcome],
}));

/** Issue 13 §2: who did what to which account, when and from where, newest first. */
export function SecurityLogPage() {
  useDocumentTitle('Security log');
  const params = useListParams({ type: ALL, outcome: ALL, from: '', to: '' });
  const { search, ...filters } = params.query;
  const events = useSecurityEvents({ ...filters, user: search });
  const Events = useTableFits() ? EventTable : EventCards;
  const filtered =
    Boolean(search || filters.from || filters.to) ||
    filters.type !== ALL ||
    filters.outcome !== ALL;

  const day = (name: 'from' | 'to', label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`security-${name}`}>{label}</Label>
      <Input
        id={`security-${name}`}
        type="date"
        value={params.filters[name]}
        onChange={(event) => params.setFilter(name, event.target.value)}
      />
    </div>
  );

  return (
    <div className="mx-auto grid max-w-6xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Security log"
        description="Sign-ins, two-step sign-in, password and email changes, refused requests and admin actions on accounts. Kept for 12 months; never holds a password or code."
      />
      <div className="grid gap-3">
        <ListSearch
          params={params}
          label="Search by account"
          placeholder="Username or account id"
          filters={{
            type: {
              id: 'event-type',
              label: 'Event',
              allLabel: 'All events',
              options: TYPE_OPTIONS,
            },
            outcome: {
              id: 'event-outcome',
              label: 'Outcome',
              allLabel: 'Any outcome',
              options: OUTCOME_OPTIONS,
            },
          }}
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          {day('from', 'From (UK date)')}
          {day('to', 'To (UK date)')}
        </div>
      </div>
      <KeysetList
        query={events}
        noun="events"
        one="event"
        loadingLabel="Loading security events"
        empty={
          filtered ? (
            <EmptyState icon={ShieldCheck} title="No events match">
              Try another event, outcome, account or dates.
            </EmptyState>
          ) : (
            <EmptyState icon={ShieldCheck} title="No events yet">
              Sign-ins and changes to accounts will appear here as they happen.
            </EmptyState>
          )
        }
      >
        {(items) => <Events events={items} />}
      </KeysetList>
    </div>
  );
}
