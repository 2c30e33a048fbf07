import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ENROLMENT_MSG } from '../../../shared/classes/enrolment-messages.js';
import { WAITLIST_OFFER_HOURS } from '../../../shared/classes/rules.js';
import { HOUR_MS } from '../../../shared/dates/durations.js';
import type { Db } from '../../db/client.js';
import { classEnrolments, classWaitlist } from '../../db/schema-classes.js';
import { classes, students, users } from '../../db/schema.js';
import type { Mail } from '../../email/outbox.js';
import { conflict } from '../../http/errors.js';
import type { JobEngine } from '../../jobs/engine.js';
import { assertClassFor, freePlaces, lockClass } from './capacity.js';
import { placeFreed } from './offer-queue.js';
import { waitlistOfferEmail } from './offer-email.js';
import { closeWaiting, enrol, move, type Child } from './roster.js';

/*
 * The waiting list (decision 109): a full class's freed place is offered to the first waiting
 * child, held for WAITLIST_OFFER_HOURS, then offered to the next if it lapses or is declined.
 */

/** Puts the child at the end of a full class's waiting list. */
export async function joinWaitlist(tx: Db, child: Child, classId: number) {
  const cls = await lockClass(tx, classId);
  assertClassFor(cls, child);
  const places = await freePlaces(tx, cls);
  if (places.left > 0 && places.waiting === 0) throw conflict(ENROLMENT_MSG.notFull);
  const [enrolled] = await tx
    .select({ id: classEnrolments.id })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.studentId, child.id),
        isNull(classEnrolments.leftOn),
      ),
    );
  if (enrolled) throw conflict(ENROLMENT_MSG.sameClass);
  // The open-row unique index answers a second request racing this one with the same 409.
  const [row] = await tx
    .insert(classWaitlist)
    .values({ classId, studentId: child.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(ENROLMENT_MSG.alreadyWaiting);
  return row;
}

/** Takes the child off the list; a place offered to them goes to the next. */
export async function withdraw(tx: Db, jobs: JobEngine, childId: number, classId: number) {
  await lockClass(tx, classId);
  const [row] = await closeWaiting(tx, classId, childId, 'withdrawn');
  if (!row) throw conflict(ENROLMENT_MSG.notWaiting);
  if (row.offeredAt) await placeFreed(tx, jobs, classId);
}

/** The child's open offer for the class, or 409: none, or lapsed at `now`. */
async function openOffer(tx: Db, childId: number, classId: number, now: Date) {
  const [offer] = await tx
    .select()
    .from(classWaitlist)
    .where(
      and(
        eq(classWaitlist.classId, classId),
        eq(classWaitlist.studentId, childId),
        eq(classWaitlist.status, 'offered'),
      ),
    );
  if (!offer) throw conflict(ENROLMENT_MSG.noOffer);
  if (offer.offerExpiresAt && offer.offerExpiresAt <= now)
    throw conflict(ENROLMENT_MSG.offerLapsed);
  return offer;
}

/**
 * Takes the offered place: the held place is released and taken in one transaction; a child in
 * another class of the subject moves, so they are never in two.
 */
export async function acceptOffer(
  tx: Db,
  jobs: JobEngine,
  { child, classId, now, addedBy }: { child: Child; classId: number; now: Date; addedBy: number },
) {
  await lockClass(tx, classId);
  const offer = await openOffer(tx, child.id, classId, now);
  await tx.update(classWaitlist).set({ status: 'accepted' }).where(eq(classWaitlist.id, offer.id));
  const [cls] = await tx.select().from(classes).where(eq(classes.id, classId));
  const [current] = await tx
    .select({ classId: classEnrolments.classId })
    .from(classEnrolments)
    .where(
      and(
        eq(classEnrolments.studentId, child.id),
        isNull(classEnrolments.leftOn),
        sql`lower(${classEnrolments.subject}) = lower(${cls!.subject})`,
      ),
    );
  const placement = { child, classId, now, addedBy };
  return current
    ? move(tx, jobs, { ...placement, fromClassId: current.classId }, 'offer')
    : enrol(tx, placement, 'offer');
}

/** Turns the offer down: the child leaves the list and the place goes to the next. */
export async function declineOffer(
  tx: Db,
  jobs: JobEngine,
  childId: number,
  classId: number,
  now: Date,
) {
  await lockClass(tx, classId);
  const offer = await openOffer(tx, childId, classId, now);
  await tx.update(classWaitlist).set({ status: 'withdrawn' }).where(eq(classWaitlist.id, offer.id));
  await placeFreed(tx, jobs, classId);
}

export interface OfferContext {
  db: Db;
  mail: Mail;
  publicUrl: string;
}

/**
 * Offers each free place of the class to the first waiting child, by email, held until
 * WAITLIST_OFFER_HOURS after `now`. Idempotent: a rerun finds the places already held.
 * Returns how many were offered.
 */
export async function offerPlaces(
  { db, mail, publicUrl }: OfferContext,
  classId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const cls = await lockClass(tx, classId);
    if (cls.closedAt) return 0;
    const { left } = await freePlaces(tx, cls);
    if (left <= 0) return 0;
    const next = await tx
      .select({
        id: classWaitlist.id,
        childName: sql<string>`coalesce(${students.name}, 'your child')`,
        to: users.email,
        fullName: users.fullName,
      })
      .from(classWaitlist)
      .innerJoin(students, eq(students.id, classWaitlist.studentId))
      .innerJoin(users, sql`${users.id} = coalesce(${students.parentId}, ${students.userId})`)
      .where(and(eq(classWaitlist.classId, classId), eq(classWaitlist.status, 'waiting')))
      .orderBy(asc(classWaitlist.createdAt), asc(classWaitlist.id))
      .limit(left);
    if (next.length === 0) return 0;
    const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * HOUR_MS);
    await tx
      .update(classWaitlist)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
      .where(
        inArray(
          classWaitlist.id,
          next.map((row) => row.id),
        ),
      );
    await mail.queue(
      tx,
      next.map((row) => waitlistOfferEmail({ ...row, className: cls.name, expiresAt, publicUrl })),
    );
    return next.length;
  });
}

/** The most classes one sweep looks at; the next sweep, minutes later, carries on. */
const SWEEP_CLASSES = 500;

/**
 * Ends the offers that lapsed by `now`, then offers every class's free places to its waiting
 * children: the freed places a job missed, and capacity raised since, are caught here.
 */
export async function sweepOffers(context: OfferContext, now: Date) {
  const lapsed = await context.db
    .update(classWaitlist)
    .set({ status: 'expired' })
    .where(and(eq(classWaitlist.status, 'offered'), lte(classWaitlist.offerExpiresAt, now)))
    .returning({ id: classWaitlist.id });
  const waiting = await context.db
    .selectDistinct({ classId: classWaitlist.classId })
    .from(classWaitlist)
    .where(eq(classWaitlist.status, 'waiting'))
    .orderBy(classWaitlist.classId)
    .limit(SWEEP_CLASSES);
  let offered = 0;
  for (const { classId } of waiting) offered += await offerPlaces(context, classId, now);
  return { expired: lapsed.length, offered };
}
