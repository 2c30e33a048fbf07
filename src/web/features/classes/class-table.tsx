import { Link } from 'react-router';
import type { ClassSummary } from '../../../shared/classes/views.js';
import { RowCard, RowCards } from '../../components/ui/row-cards.js';
import { cellClass, ScrollTable } from '../../components/ui/scroll-table.js';
import { cn } from '../../lib/cn.js';
import { SizeBadges, sizeLabel, Timetable } from './class-facts.js';

interface ClassesProps {
  classes: ClassSummary[];
  /** The class page a row opens: the admin's or the tutor's. */
  linkTo: (id: number) => string;
  /** Whether the tutor's name is worth a column (not on the tutor's own list). */
  showTutor?: boolean;
}

const linkClass = 'font-medium text-blue-800 underline-offset-2 hover:underline';

const ClassLink = ({ cls, linkTo }: { cls: ClassSummary; linkTo: (id: number) => string }) => (
  <Link to={linkTo(cls.id)} className={linkClass}>
    {cls.name}
  </Link>
);

/** Classes in a dense table, each name opening its page. */
export function ClassTable({ classes, linkTo, showTutor = true }: ClassesProps) {
  const columns = [
    'Class',
    ...(showTutor ? ['Tutor'] : []),
    'Timetable',
    'Roster',
    'Places left',
    'Waitlist',
    'Notes',
  ];
  return (
    <ScrollTable caption="Classes" columns={columns} minWidthClass="min-w-[52rem]">
      {classes.map((cls) => (
        <tr key={cls.id}>
          <th scope="row" className={cn(cellClass, 'text-left font-normal')}>
            <ClassLink cls={cls} linkTo={linkTo} />
            <span className="block text-slate-600">
              {cls.yearGroup} · {cls.subject}
            </span>
          </th>
          {showTutor && <td className={cellClass}>{cls.tutorName}</td>}
          <td className={cellClass}>
            <Timetable slots={cls.slots} />
          </td>
          <td className={cn(cellClass, 'tabular-nums')}>{sizeLabel(cls)}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{cls.placesLeft}</td>
          <td className={cn(cellClass, 'tabular-nums')}>{cls.waitlistCount}</td>
          <td className={cellClass}>
            <SizeBadges cls={cls} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The same classes on a phone, a card each. */
export function ClassCards({ classes, linkTo, showTutor = true }: ClassesProps) {
  return (
    <RowCards label="Classes">
      {classes.map((cls) => (
        <RowCard
          key={cls.id}
          title={<ClassLink cls={cls} linkTo={linkTo} />}
          subtitle={`${cls.yearGroup} · ${cls.subject}`}
          action={<SizeBadges cls={cls} />}
          facts={[
            ...(showTutor ? [['Tutor', cls.tutorName] as [string, string]] : []),
            ['Timetable', <Timetable slots={cls.slots} />],
            ['Roster', sizeLabel(cls)],
            ['Places left', cls.placesLeft],
            ['Waitlist', cls.waitlistCount],
          ]}
        />
      ))}
    </RowCards>
  );
}
