import { defineTask } from '../../jobs/task.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduledSessions, sessionRemindersSent, students, users } from '../../db/schema.js';
import type { Email } from '../../email/outbox.js';
import type { Services } from '../../services.js';
import { childFamilyColumns, childrenByFamily } from '../../sessions/families.js';
import {
  familyReminderEmail,
  reminderInvitation,
  tutorReminderEmail,
  type ReminderSession,
} from './emails.js';
import { offLink, offLinkKey } from '../email-lists/links.js';
import { pupilsOf } from '../../policies/sessions.js';
import { reminderQueue, remindsFor, stillUseful, type ReminderJob } from './plan.js';

// Keeps each statement well under PostgreSQL's 65,535 parameters, however large the group.
const CHUNK = 1000;

interface Recipient {
  userId: number;
  email: string;
  fullName: string;
  /** Empty for the tutor. */
  children: string[];
}

/**
 * Who a session's reminder goes to: per family, the parent (or, for a child with a sign-in and no
 * parent, the child's own account) with the names of their children in it; the tutor an hour
 * before. People who turned reminders off, and deactivated accounts, are left out.
 */
async function recipients(
  tx: Db,
  session: typeof scheduledSessions.$inferSelect,
  kind: ReminderJob['kind'],
): Promise<Recipient[]> {
  const children = await tx.select(childFamilyColumns).from(students).where(pupilsOf(session));
  const byFamily = childrenByFamily(children);
  if (kind === '1h') byFamily.set(session.tutorId, byFamily.get(session.tutorId) ?? []);
  const ids = [...byFamily.keys()];
  const people: Recipient[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .select({ userId: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(
        and(
          inArray(users.id, ids.slice(i, i + CHUNK)),
          eq(users.remindersEnabled, true),
          isNull(users.deactivatedAt),
        ),
      );
    people.push(
      ...rows.map((row) => ({ ...row, children: [...new Set(byFamily.get(row.userId))].sort() })),
    );
  }
  return people;
}

/**
 * Sends one planned reminder, if it still stands: the session exists, is not cancelled, still
 * starts when the reminder was planned for, and the reminder is still worth sending. Each
 * recipient is recorded in the transaction that queues their email; one already recorded (a
 * retried job, a second worker) is skipped. Returns how many emails were queued.
 */
export async function sendReminder(services: Services, job: ReminderJob): Promise<number> {
  const { db, jobs, mail, config } = services;
  const key = await offLinkKey(db, 'reminders');
  const now = jobs.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: scheduledSessions, tutorName: users.fullName })
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .where(eq(scheduledSessions.id, job.sessionId));
    if (!row) return 0;
    const { session } = row;
    if (
      !remindsFor(session.status) ||
      session.scheduledFor.getTime() !== Date.parse(job.startsAt) ||
      !stillUseful(job.kind, session.scheduledFor, now)
    ) {
      return 0;
    }
    const people = await recipients(tx, session, job.kind);
    const fresh = new Set<number>();
    for (let i = 0; i < people.length; i += CHUNK) {
      const inserted = await tx
        .insert(sessionRemindersSent)
        .values(
          people.slice(i, i + CHUNK).map((person) => ({
            sessionId: session.id,
            kind: job.kind,
            startsAt: session.scheduledFor,
            userId: person.userId,
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: sessionRemindersSent.userId });
      for (const { userId } of inserted) fresh.add(userId);
    }
    const reminder: ReminderSession = { ...session, tutorName: row.tutorName };
    const invitation = reminderInvitation(reminder);
    const emails: Email[] = people
      .filter((person) => fresh.has(person.userId))
      .map((person) => {
        const isTutor = person.userId === session.tutorId && person.children.length === 0;
        const links = {
          session: `${config.publicUrl}${isTutor ? '/schedule' : `/student/lesson/${session.id}`}`,
          remindersOff: offLink(config.publicUrl, 'reminders', key, person.userId),
          join: `${config.publicUrl}/student/join/${session.id}`,
        };
        const base = {
          to: person.email,
          fullName: person.fullName,
          session: reminder,
          links,
          invitation,
        };
        return isTutor
          ? tutorReminderEmail(base)
          : familyReminderEmail({ ...base, kind: job.kind, children: person.children });
      });
    for (let i = 0; i < emails.length; i += CHUNK) {
      await mail.queue(tx, emails.slice(i, i + CHUNK));
    }
    return emails.length;
  });
}

export const reminderTask = defineTask({
  queue: reminderQueue,
  // One job per session and lead time: many sessions start on the hour, and one job per poll would
  // send the last of their reminders late.
  workOptions: { batchSize: 10, burstWhenBatchFull: true },
  handler: (services) => async (job) => ({ emails: await sendReminder(services, job.data) }),
});
