import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import { classSlots, classes, scheduledSessions } from '../../db/schema.js';
import { attendanceMarks, lessonReports, sessionJoins } from '../../db/schema-attendance.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { insertSeries, loadCalendar, type WeeklySlot } from '../../classes/series.js';
import { ukDayMonth } from '../../uk-time.js';
import type { seriesChangeSchema } from '../../../shared/class-series/schemas.js';
import { SERIES_MSG } from '../../../shared/class-series/messages.js';
import { weekdayName } from '../../../shared/classes/rules.js';
import { addUkDays, ukDayOf, ukInstant, type UkDay } from '../../../shared/dates/uk-instant.js';
import { planNewSessionsReminders } from '../reminders/plan.js';
import { assertTeachingTutor } from '../admin/shared.js';
import { classForUpdate } from './queries.js';
import { tellRoster } from './roster-email.js';

const dayBefore = (day: UkDay) => addUkDays(day, -1);

/** "Mondays at 16:00 for 60 minutes". */
export const slotLine = (slot: WeeklySlot) =>
  `${weekdayName(slot.weekday)}s at ${slot.startsAt} for ${slot.duration} minutes`;

/** A session someone has joined, been marked at or written a report for: it stays as it was. */
const hasActivity = () =>
  or(
    sql`exists (select 1 from ${sessionJoins} where ${sessionJoins.sessionId} = ${scheduledSessions.id})`,
    sql`exists (select 1 from ${attendanceMarks} where ${attendanceMarks.sessionId} = ${scheduledSessions.id})`,
    sql`exists (select 1 from ${lessonReports} where ${lessonReports.sessionId} = ${scheduledSessions.id})`,
  )!;

/**
 * Changes the class's timetable, tutor or length from a UK day on (decision 108): the slots in
 * force end the day before and new ones start; the occurrences from that day that nobody has
 * changed on their own or attended are replaced by the new rule's, which skip the days of those
 * kept; reminders are planned for the new ones (the removed ones' reminders find no session and
 * send nothing); the families on the roster get one email each. One transaction.
 */
export async function changeSeries(
  tx: Db,
  { jobs, mail, config }: Services,
  classId: number,
  input: z.output<typeof seriesChangeSchema>,
) {
  const now = jobs.now();
  const today = ukDayOf(now);
  if (input.from < today) throw badRequest(SERIES_MSG.fromPast, { from: [SERIES_MSG.fromPast] });
  const klass = await classForUpdate(tx, classId);
  if (klass.closedAt) throw conflict(SERIES_MSG.classClosed);
  if (klass.schoolYearId === null) throw badRequest(SERIES_MSG.noSchoolYear);
  const tutorId = input.tutorId ?? klass.tutorId;
  if (tutorId !== klass.tutorId) await assertTeachingTutor(tx, tutorId, now);

  const inForce = or(isNull(classSlots.validUntil), gte(classSlots.validUntil, input.from));
  const current = await tx
    .select()
    .from(classSlots)
    .where(and(eq(classSlots.classId, classId), inForce));
  const slots = (input.slots ?? current).map((slot) => ({
    weekday: slot.weekday,
    startsAt: slot.startsAt,
    duration: input.duration ?? slot.duration,
  }));
  if (slots.length === 0) throw badRequest(SERIES_MSG.slots, { slots: [SERIES_MSG.slots] });

  const mine = and(eq(classSlots.classId, classId), inForce);
  await tx
    .update(classSlots)
    .set({ validUntil: dayBefore(input.from) })
    .where(and(mine, lt(classSlots.validFrom, input.from)));
  await tx.delete(classSlots).where(and(mine, gte(classSlots.validFrom, input.from)));

  const fromInstant = ukInstant(input.from, '00:00');
  const fromThen = and(
    eq(scheduledSessions.classId, classId),
    gte(scheduledSessions.scheduledFor, fromInstant),
  );
  const removed = await tx
    .delete(scheduledSessions)
    .where(
      and(
        fromThen,
        eq(scheduledSessions.detached, false),
        gt(scheduledSessions.scheduledFor, now),
        sql`not (${hasActivity()})`,
      ),
    )
    .returning({ id: scheduledSessions.id });
  const kept = await tx
    .select({ on: scheduledSessions.occurrenceOn, at: scheduledSessions.scheduledFor })
    .from(scheduledSessions)
    .where(fromThen);

  const [updated] = await tx
    .update(classes)
    .set({ tutorId })
    .where(eq(classes.id, classId))
    .returning();
  const calendar = await loadCalendar(tx, klass.schoolYearId, klass.terms);
  const series = await insertSeries(tx, updated!, calendar, slots, {
    validFrom: input.from,
    skipDays: new Set(kept.map((k) => k.on ?? ukDayOf(k.at))),
  });
  await planNewSessionsReminders(tx, jobs, series.sessions);
  await queueCoverageRefresh(tx, jobs, klass.schoolYearId);
  await tellRoster(tx, mail, config.publicUrl, classId, input.from, {
    className: klass.name,
    subject: klass.subject,
    lines: [
      `From ${ukDayMonth(input.from)} the class meets:`,
      ...slots.map(slotLine),
      ...(tutorId !== klass.tutorId ? ['It has a new tutor from that day.'] : []),
    ],
  });
  return {
    classId,
    removed: removed.length,
    created: series.sessions.length,
    kept: kept.length,
  };
}

/** Cancels every session of a closed class still to come, telling the families. */
export async function cancelFuture(tx: Db, services: Services, klass: typeof classes.$inferSelect) {
  const now = services.jobs.now();
  const cancelled = await tx
    .update(scheduledSessions)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(scheduledSessions.classId, klass.id),
        gt(scheduledSessions.scheduledFor, now),
        sql`${scheduledSessions.status} <> 'cancelled'`,
      ),
    )
    .returning({ id: scheduledSessions.id });
  if (cancelled.length > 0) {
    await tellRoster(tx, services.mail, services.config.publicUrl, klass.id, ukDayOf(now), {
      className: klass.name,
      subject: klass.subject,
      lines: [
        `The class has closed: its ${cancelled.length} sessions still to come are cancelled.`,
      ],
    });
  }
  return cancelled.length;
}

/** Gives the class's sessions still to come, except those changed on their own, a new tutor. */
export async function reassignFuture(
  tx: Db,
  services: Services,
  klass: typeof classes.$inferSelect,
  tutorId: number,
  tutorName: string,
) {
  const now = services.jobs.now();
  const moved = await tx
    .update(scheduledSessions)
    .set({ tutorId })
    .where(
      and(
        eq(scheduledSessions.classId, klass.id),
        gt(scheduledSessions.scheduledFor, now),
        eq(scheduledSessions.detached, false),
      ),
    )
    .returning({ id: scheduledSessions.id });
  if (moved.length > 0) {
    await tellRoster(tx, services.mail, services.config.publicUrl, klass.id, ukDayOf(now), {
      className: klass.name,
      subject: klass.subject,
      lines: [`From now on the class is taught by ${tutorName}.`],
    });
  }
  return moved.length;
}
