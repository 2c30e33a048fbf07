import { Hourglass } from 'lucide-react';
import type { ClassDetails } from '../../../shared/classes/views.js';
import { TitledSection } from '../../components/titled-section.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { Badge } from '../../components/ui/badge.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { formatDate, formatSessionMoment } from '../../lib/dates.js';
import { useWaitlist } from './api.js';

/** The children waiting for a place, first in the queue first, and any offer they hold. */
export function WaitlistSection({ cls }: { cls: ClassDetails }) {
  // The class's own figures say whether anyone waits; most classes have no one, and no request.
  const waiting = cls.waitlistCount > 0;
  const waitlist = useWaitlist(cls.id, waiting);
  const empty = (
    <EmptyState icon={Hourglass} title="Nobody waiting" headingLevel={3}>
      Families can join the waitlist when the class is full.
    </EmptyState>
  );
  return (
    <TitledSection
      id="class-waitlist"
      title="Waitlist"
      description="When a place frees, the first waiting is offered it by email for 48 hours, then the next."
    >
      {waiting ? (
        <CursorPagedList
          query={waitlist}
          noun="children"
          one="child"
          layout="grid"
          skeletons={{ count: 2, label: 'Loading the waitlist' }}
          empty={empty}
          renderItems={(entries) => (
            <ol className="grid list-decimal gap-2 pl-6 text-sm marker:text-slate-600">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{entry.name}</span>
                    <span className="flex flex-wrap items-center gap-2 text-slate-700">
                      Waiting since {formatDate(entry.since)}
                      {entry.status === 'offered' && entry.offerExpiresAt && (
                        <Badge tone="green">
                          Offered until {formatSessionMoment(entry.offerExpiresAt)}
                        </Badge>
                      )}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        />
      ) : (
        empty
      )}
    </TitledSection>
  );
}
