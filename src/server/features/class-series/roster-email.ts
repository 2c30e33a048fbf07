import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students, users } from '../../db/schema.js';
import { childFamilyColumns, childrenByFamily } from '../../sessions/families.js';
import { rosterFrom } from '../../policies/roster.js';
import { composeEmail, link, note, paragraph } from '../../email/compose.js';
import type { Mail } from '../../email/outbox.js';
import type { UkDay } from '../../../shared/dates/uk-instant.js';

const names = new Intl.ListFormat('en-GB', { type: 'conjunction' });

export interface RosterChange {
  className: string;
  subject: string;
  /** "Monday 19 October at 4:00 PM is moved to …", one line each. */
  lines: string[];
}

/**
 * Tells every family on the class's roster on `day` or later (enrolments not ended by then) of a
 * change to its sessions: one email per family naming their children, queued in `tx` so it goes
 * exactly when the change is kept. A timetable change is a service message, so it goes also to
 * people who turned reminders off. Returns how many emails were queued.
 */
export async function tellRoster(
  tx: Db,
  mail: Mail,
  publicUrl: string,
  classId: number,
  day: UkDay,
  change: RosterChange,
): Promise<number> {
  const children = await tx
    .select(childFamilyColumns)
    .from(students)
    .where(rosterFrom(classId, day, students.id));
  const byFamily = childrenByFamily(children);
  if (byFamily.size === 0) return 0;
  const people = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(inArray(users.id, [...byFamily.keys()]), isNull(users.deactivatedAt)));
  const emails = people.map((person) => {
    const kids = [...new Set(byFamily.get(person.id))].sort();
    return composeEmail({
      to: person.email,
      subject: `Timetable change: ${change.className}`,
      blocks: [
        paragraph(`Hello ${person.fullName},`),
        paragraph(
          `There is a change to ${names.format(kids)}’s ${change.subject} class, ${change.className}:`,
        ),
        paragraph(...change.lines),
        paragraph(
          'Your schedule and calendar feed show the new times; reminders follow them.',
          link('Open your schedule', `${publicUrl}/student/schedule`),
        ),
        note('You get this email because your child is in this class. Times are UK time.'),
      ],
    });
  });
  if (emails.length > 0) await mail.queue(tx, emails);
  return emails.length;
}
