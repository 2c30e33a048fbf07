import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClassDetails, RosterEntry } from '../../../shared/classes/views.js';
import { TitledSection } from '../../components/titled-section.js';
import { CursorPagedList } from '../../components/paged-list.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { RowCard, RowCards, useTableFits } from '../../components/ui/row-cards.js';
import { cellClass, ScrollTable } from '../../components/ui/scroll-table.js';
import { cn } from '../../lib/cn.js';
import { formatDate } from '../../lib/dates.js';
import type { useRoster } from './api.js';

interface RosterProps {
  cls: ClassDetails;
  actions?: ((entry: RosterEntry, cls: ClassDetails) => ReactNode) | undefined;
}

const joined = (entry: RosterEntry) =>
  entry.leftOn
    ? `${formatDate(entry.joinedOn)}, leaving ${formatDate(entry.leftOn)}`
    : formatDate(entry.joinedOn);

function RosterTable({ entries, cls, actions }: RosterProps & { entries: RosterEntry[] }) {
  const columns: ReactNode[] = ['Child', 'Joined', 'Present', 'Late', 'Absent'];
  if (actions) {
    columns.push(
      <span key="actions" className="sr-only">
        Actions
      </span>,
    );
  }
  return (
    <ScrollTable caption="Roster" columns={columns} minWidthClass="min-w-[36rem]">
      {entries.map((entry) => (
        <tr key={entry.id}>
          <th scope="row" className={cn(cellClass, 'text-left font-medium text-slate-900')}>
            {entry.name}
          </th>
          <td className={cellClass}>{joined(entry)}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{entry.present}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{entry.late}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{entry.absent}</td>
          {actions && <td className={cn(cellClass, 'text-right')}>{actions(entry, cls)}</td>}
        </tr>
      ))}
    </ScrollTable>
  );
}

function RosterCards({ entries, cls, actions }: RosterProps & { entries: RosterEntry[] }) {
  return (
    <RowCards label="Roster">
      {entries.map((entry) => (
        <RowCard
          key={entry.id}
          title={entry.name}
          action={actions?.(entry, cls)}
          facts={[
            ['Joined', joined(entry)],
            ['Present', entry.present],
            ['Late', entry.late],
            ['Absent', entry.absent],
          ]}
        />
      ))}
    </RowCards>
  );
}

/**
 * The children on the roster with their attendance at the class's sessions so far; the page
 * starts reading `roster` together with the class.
 */
export function RosterSection({
  cls,
  actions,
  roster,
}: RosterProps & { roster: ReturnType<typeof useRoster> }) {
  const Roster = useTableFits() ? RosterTable : RosterCards;
  return (
    <TitledSection
      id="class-roster"
      title="Roster"
      description="The children in the class, in the order they joined, with their attendance at its sessions so far."
    >
      <CursorPagedList
        query={roster}
        noun="children"
        one="child"
        layout="grid"
        skeletons={{ count: 3, label: 'Loading the roster' }}
        empty={
          <EmptyState icon={Users} title="No children yet" headingLevel={3}>
            Children appear here once they join the class.
          </EmptyState>
        }
        renderItems={(entries) => <Roster entries={entries} cls={cls} actions={actions} />}
      />
    </TitledSection>
  );
}
