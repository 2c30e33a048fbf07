import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import { classes, scheduledSessions, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { ukDayAt } from '../../uk-time.js';
import type { occurrenceChangeSchema } from '../../../shared/class-series/schemas.js';
import { SERIES_MSG } from '../../../shared/class-series/messages.js';
import { ukClockFields } from '../../../shared/dates/format.js';
import { ukDayOf, ukInstant } from '../../../shared/dates/uk-instant.js';
import { planReminders } from '../reminders/plan.js';
import { assertTeachingTutor } from '../admin/shared.js';
import { tellRoster } from './roster-email.js';

const ukClockOf = (instant: Date) => {
  const f = ukClockFields(instant);
  return `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
};

const LATER = 'Choose a time still to come.';

/**
 * Moves, cancels or gives a substitute to one occurrence of a class (decision 108): the row is
 * marked detached, so a later series change leaves it alone; nothing else changes. Its reminders
 * move with it, and the families on the roster get one email each. One transaction.
 */
export async function changeOccurrence(
  tx: Db,
  { jobs, mail, config }: Services,
  id: number,
  input: z.output<typeof occurrenceChangeSchema>,
) {
  const now = jobs.now();
  const [current] = await tx
    .select()
    .from(scheduledSessions)
    .where(eq(scheduledSessions.id, id))
    .for('update');
  if (!current || current.classId === null) throw notFound(SERIES_MSG.notClassSession);
  if (current.scheduledFor <= now) throw conflict(SERIES_MSG.sessionStarted);
  const [klass] = await tx.select().from(classes).where(eq(classes.id, current.classId));

  const moves = input.on !== undefined || input.startsAt !== undefined;
  const scheduledFor = moves
    ? ukInstant(
        input.on ?? ukDayOf(current.scheduledFor),
        input.startsAt ?? ukClockOf(current.scheduledFor),
      )
    : current.scheduledFor;
  if (scheduledFor <= now) throw badRequest(LATER, { on: [LATER] });
  const tutorId = input.tutorId ?? current.tutorId;
  if (tutorId !== current.tutorId) await assertTeachingTutor(tx, tutorId, now);
  const status =
    input.cancelled === true
      ? 'cancelled'
      : input.cancelled === false && current.status === 'cancelled'
        ? 'confirmed'
        : current.status;

  const [updated] = await tx
    .update(scheduledSessions)
    .set({
      scheduledFor,
      tutorId,
      status,
      duration: input.duration ?? current.duration,
      detached: true,
    })
    .where(eq(scheduledSessions.id, id))
    .returning();
  await planReminders(tx, jobs, updated!);
  await queueCoverageRefresh(tx, jobs, klass?.schoolYearId ?? null);

  const was = ukDayAt(current.scheduledFor);
  const lines: string[] = [];
  if (status === 'cancelled' && current.status !== 'cancelled') {
    lines.push(`The session on ${was} is cancelled.`);
  } else {
    if (status !== current.status) lines.push(`The session on ${was} is back on.`);
    if (scheduledFor.getTime() !== current.scheduledFor.getTime()) {
      lines.push(`The session on ${was} moves to ${ukDayAt(scheduledFor)}.`);
    }
    if (updated!.duration !== current.duration) {
      lines.push(`The session on ${ukDayAt(scheduledFor)} lasts ${updated!.duration} minutes.`);
    }
    if (tutorId !== current.tutorId) {
      const [tutor] = await tx
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, tutorId));
      lines.push(
        `${tutor?.fullName ?? 'Another tutor'} teaches the session on ${ukDayAt(scheduledFor)}.`,
      );
    }
  }
  if (lines.length > 0 && klass) {
    await tellRoster(tx, mail, config.publicUrl, klass.id, ukDayOf(current.scheduledFor), {
      className: klass.name,
      subject: klass.subject,
      lines,
    });
  }
  return updated!;
}
