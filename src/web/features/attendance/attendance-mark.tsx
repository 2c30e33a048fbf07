import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { STATUS_LABELS, type AttendanceStatus } from '../../../shared/attendance/rules.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';

const LOOKS: Record<AttendanceStatus, { tone: BadgeTone; Icon: typeof CircleCheck }> = {
  present: { tone: 'green', Icon: CircleCheck },
  late: { tone: 'yellow', Icon: Clock },
  absent: { tone: 'red', Icon: CircleX },
};

/** A child's attendance at one session, in words and an icon as well as colour. */
export function AttendanceMark({ status, name }: { status: AttendanceStatus; name?: string }) {
  const { tone, Icon } = LOOKS[status];
  return (
    <Badge tone={tone} className="gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      {name ? `${name}: ${STATUS_LABELS[status]}` : STATUS_LABELS[status]}
    </Badge>
  );
}

/** The family's children's marks on one past session, as the schedule shows them. */
export function SessionMarks({
  marks,
}: {
  marks: { studentId: number; name: string; status: AttendanceStatus }[] | undefined;
}) {
  if (!marks?.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {marks.map((mark) => (
        <AttendanceMark key={mark.studentId} status={mark.status} name={mark.name} />
      ))}
    </span>
  );
}
