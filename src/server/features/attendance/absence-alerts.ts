import { defineTask } from '../../jobs/task.js';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  ABSENCE_ALERT_AFTER_MINUTES,
  ABSENCE_ALERT_UNTIL_MINUTES,
} from '../../../shared/attendance/rules.js';
import type { Db } from '../../db/client.js';
import { absenceAlertsSent, attendanceMarks, sessionJoins } from '../../db/schema-attendance.js';
import { scheduledSessions, students, users } from '../../db/schema.js';
import { composeEmail, link, note, paragraph } from '../../email/compose.js';
import type { Email, Mail } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import { ukDayAt } from '../../uk-time.js';
import {
  expectedJoin,
  joinOf,
  markOf,
  pupilName,
  withOwnAccount,
} from '../../sessions/expected.js';
import { notCancelled } from '../../sessions/status.js';
import { MINUTE_MS } from '../../../shared/dates/durations.js';

// Keeps each statement well under PostgreSQL's 65,535 parameters, however large the year group.
const CHUNK = 1000;
const names = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** Every minute, so an alert goes between 10 and 11 minutes after the start. */
export const ABSENCE_CRON = '* * * * *';

/** Stately: one sweep running and one waiting at most, however many servers ask. */
export const absenceAlertQueue = defineQueue<Record<string, never>>('absence-alerts', {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 20,
  expireInSeconds: 300,
});

interface Alert {
  to: string;
  fullName: string;
  children: string[];
  session: typeof scheduledSessions.$inferSelect;
  sessionUrl: string;
  settingsUrl: string;
}

export function absenceEmail({
  to,
  fullName,
  children,
  session,
  sessionUrl,
  settingsUrl,
}: Alert): Email {
  const who = names.format(children);
  const several = children.length > 1;
  return composeEmail({
    to,
    subject: `${who} ${several ? 'have' : 'has'} not joined ${session.title}`,
    blocks: [
      paragraph(`Hello ${fullName},`),
      paragraph(
        `${who} ${several ? 'have' : 'has'} not joined today's ${session.subject} session, "${session.title}", which started at ${ukDayAt(session.scheduledFor)} (UK time).`,
      ),
      paragraph(
        [
          `If ${several ? 'they are' : `${children[0]} is`} having trouble, the session can still be joined from `,
          link('its page', sessionUrl),
        ],
        'If this absence is expected, you can ignore this email.',
      ),
      note([
        'To stop these emails, turn off absence alerts in your ',
        link('account settings', settingsUrl),
      ]),
    ],
  });
}

/**
 * Emails each parent whose child is expected at a session that started 10 to 20 minutes ago and
 * has neither joined nor been marked present or late. Each child is recorded in the transaction
 * that queues the email, so a rerun, or a second worker, never sends it twice. Parents who turned
 * the alerts off, and deactivated accounts, are left out. Returns how many emails were queued.
 */
export async function sendAbsenceAlerts(
  { db, mail, publicUrl }: { db: Db; mail: Mail; publicUrl: string },
  now: Date,
): Promise<number> {
  const sessions = await db
    .select()
    .from(scheduledSessions)
    .where(
      and(
        gt(
          scheduledSessions.scheduledFor,
          new Date(now.getTime() - ABSENCE_ALERT_UNTIL_MINUTES * MINUTE_MS),
        ),
        lte(
          scheduledSessions.scheduledFor,
          new Date(now.getTime() - ABSENCE_ALERT_AFTER_MINUTES * MINUTE_MS),
        ),
        notCancelled,
      ),
    );
  let queued = 0;
  for (const session of sessions) {
    queued += await db.transaction((tx) => alertFor(tx, mail, publicUrl, session));
  }
  return queued;
}

async function alertFor(
  tx: Db,
  mail: Mail,
  publicUrl: string,
  session: typeof scheduledSessions.$inferSelect,
) {
  const missing = await tx
    .select({
      studentId: students.id,
      name: pupilName,
      parentId: users.id,
      email: users.email,
      fullName: users.fullName,
    })
    .from(scheduledSessions)
    .innerJoin(students, expectedJoin)
    .leftJoin(...withOwnAccount)
    .innerJoin(users, eq(users.id, students.parentId))
    .leftJoin(...joinOf)
    .leftJoin(...markOf)
    .where(
      and(
        eq(scheduledSessions.id, session.id),
        isNull(sessionJoins.studentId),
        or(isNull(attendanceMarks.status), eq(attendanceMarks.status, 'absent')),
        eq(users.absenceAlertsEnabled, true),
        isNull(users.deactivatedAt),
        sql`not exists (select 1 from ${absenceAlertsSent} where ${absenceAlertsSent.sessionId} = ${scheduledSessions.id} and ${absenceAlertsSent.studentId} = ${students.id})`,
      ),
    );
  const fresh = new Set<number>();
  for (let i = 0; i < missing.length; i += CHUNK) {
    const inserted = await tx
      .insert(absenceAlertsSent)
      .values(
        missing
          .slice(i, i + CHUNK)
          .map((row) => ({ sessionId: session.id, studentId: row.studentId })),
      )
      .onConflictDoNothing()
      .returning({ studentId: absenceAlertsSent.studentId });
    for (const { studentId } of inserted) fresh.add(studentId);
  }
  const byParent = new Map<number, typeof missing>();
  for (const row of missing.filter((child) => fresh.has(child.studentId))) {
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const emails = [...byParent.values()].map((rows) =>
    absenceEmail({
      to: rows[0]!.email,
      fullName: rows[0]!.fullName,
      children: rows.map((row) => row.name),
      session,
      sessionUrl: `${publicUrl}/student/session/${session.id}`,
      settingsUrl: `${publicUrl}/account#reminders`,
    }),
  );
  for (let i = 0; i < emails.length; i += CHUNK) {
    await mail.queue(tx, emails.slice(i, i + CHUNK));
  }
  return emails.length;
}

export const absenceAlertTask = defineTask({
  queue: absenceAlertQueue,
  schedules: [{ key: 'absence', cron: ABSENCE_CRON, data: {} }],
  handler:
    ({ jobs, db, mail, config }) =>
    async () => ({
      emails: await sendAbsenceAlerts({ db, mail, publicUrl: config.publicUrl }, jobs.now()),
    }),
});
