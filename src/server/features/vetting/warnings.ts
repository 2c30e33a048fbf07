import { and, eq, isNull } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { formatLongDate } from '../../../shared/dates/format.js';
import { addUkDays, ukDayOf } from '../../../shared/dates/uk-instant.js';
import { dueOn, RENEW_WARNING_DAYS, slotLabel } from '../../../shared/vetting/rules.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { tutorVettingChecks, vettingWarnings } from '../../db/schema-vetting.js';
import { composeEmail, paragraph } from '../../email/compose.js';
import type { Email } from '../../email/outbox.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import { checkDueBy, renewalMonths } from '../../policies/vetting.js';
import type { Services } from '../../services.js';

/*
 * The daily vetting warnings (issue 31 §1): 30 days before a check falls due the tutor and every
 * admin are told it needs renewing, and on the day that the tutor cannot teach until it is. Each
 * check is warned once a threshold: vetting_warnings holds what was sent, written in the same
 * transaction as the emails, so a second run or a retry sends nothing again.
 */

type Threshold = 'renew-soon' | 'lapsed';

export const vettingWarningQueue = defineQueue<object>('vetting-warnings', {
  policy: 'stately',
  retryLimit: 3,
  retryBackoff: true,
  expireInSeconds: 1800,
});

/** Wording of one warning, to the tutor or to an admin. */
function warningEmail(
  to: string,
  greeting: string,
  tutorName: string,
  check: string,
  due: string,
  threshold: Threshold,
  own: boolean,
): Email {
  const day = formatLongDate(`${due}T12:00:00`);
  const whose = own ? 'Your' : `${tutorName}’s`;
  return composeEmail({
    to,
    subject:
      threshold === 'lapsed'
        ? `${whose} ${check} needs renewing: no teaching until it is`
        : `${whose} ${check} needs renewing by ${day}`,
    blocks: [
      paragraph(`Hello ${greeting},`),
      paragraph(
        threshold === 'lapsed'
          ? `${whose} ${check} fell due on ${day}. ${own ? 'You' : tutorName} cannot be given classes or sessions, or enter a classroom, until an admin records it renewed in ${PRODUCT_NAME}.`
          : `${whose} ${check} falls due on ${day}. Please renew it before then: from that day ${own ? 'you' : tutorName} cannot teach until an admin records it renewed in ${PRODUCT_NAME}.`,
      ),
    ],
  });
}

/** Sends the warnings due on the UK day of `now`; returns how many checks were warned. */
export async function sendVettingWarnings({ db, mail }: Services, now: Date) {
  const months = await renewalMonths(db);
  const today = ukDayOf(now);
  const horizon = addUkDays(today, RENEW_WARNING_DAYS);
  const due = await db
    .select({
      check: tutorVettingChecks,
      tutorName: users.fullName,
      tutorEmail: users.email,
    })
    .from(tutorVettingChecks)
    .innerJoin(users, eq(users.id, tutorVettingChecks.tutorId))
    .where(
      and(
        isNull(tutorVettingChecks.supersededAt),
        isNull(users.deactivatedAt),
        checkDueBy(months, horizon),
      ),
    );
  if (due.length === 0) return 0;
  const admins = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  let warned = 0;
  for (const { check, tutorName, tutorEmail } of due) {
    const day = dueOn({ ...check, slot: check.slot === 2 ? 2 : 1 }, months)!;
    const threshold: Threshold = day <= today ? 'lapsed' : 'renew-soon';
    const label = slotLabel({ kind: check.kind, slot: check.slot === 2 ? 2 : 1 });
    await db.transaction(async (tx: Db) => {
      const [fresh] = await tx
        .insert(vettingWarnings)
        .values({ checkId: check.id, threshold, sentAt: now })
        .onConflictDoNothing()
        .returning({ checkId: vettingWarnings.checkId });
      if (!fresh) return;
      warned += 1;
      await mail.queue(tx, [
        warningEmail(tutorEmail, tutorName, tutorName, label, day, threshold, true),
        ...admins.map((admin) =>
          warningEmail(admin.email, admin.fullName, tutorName, label, day, threshold, false),
        ),
      ]);
    });
  }
  return warned;
}

/** Every morning at 07:00 UK time; a day missed while every server was down runs once on return. */
export const vettingWarningTask = defineTask({
  queue: vettingWarningQueue,
  schedules: [
    {
      key: 'daily',
      cron: '0 7 * * *',
      data: {},
      options: { singletonKey: 'daily', missed: 'once' },
    },
  ],
  handler: (services) => async () => sendVettingWarnings(services, services.jobs.now()),
});
