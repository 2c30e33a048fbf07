import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { ukInstant } from '../../../shared/dates/uk-instant.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
import type { Db } from '../../db/client.js';
import { coverageRefreshes, coverageSubjects, coverageWeeks } from '../../db/schema-coverage.js';
import { classes, classSlots, scheduledSessions, schoolYears } from '../../db/schema.js';
import { notCancelled } from '../../sessions/status.js';

/*
 * The coverage figures of a school year (decision 110), counted from its open classes: per year
 * group and subject, the classes and their timetabled minutes a week; per week, the minutes of
 * their sessions not cancelled. Counting reads every session of the year (1.5 s at scale), so the
 * recount job keeps the counts (decision 113) and the view reads those.
 */

/** Rows a statement writes: a year group's weeks of every subject fit many times over. */
const WEEK_ROWS_PER_INSERT = 1000;

type Year = Pick<typeof schoolYears.$inferSelect, 'id' | 'startsOn' | 'endsOn'>;

const subjectKey = sql<string>`lower(${classes.subject})`;
const openIn = (year: Year) => and(eq(classes.schoolYearId, year.id), isNull(classes.closedAt));
const yearColumn = (year: Year) => sql<number>`${year.id}::int`.as('school_year_id');

/** Per year group and subject: its open classes and their weekly slots' minutes, summed. */
export function subjectCounts(db: Db, year: Year) {
  const slotMinutes = db
    .select({
      classId: classSlots.classId,
      minutes: sql<number>`sum(${classSlots.duration})::int`.as('minutes'),
    })
    .from(classSlots)
    .where(isNull(classSlots.validUntil))
    .groupBy(classSlots.classId)
    .as('slot_minutes');
  return db
    .select({
      schoolYearId: yearColumn(year),
      yearGroup: classes.yearGroup,
      subjectKey: subjectKey.as('subject_key'),
      subject: sql<string>`min(${classes.subject})`.as('subject'),
      classes: sql<number>`count(*)::int`.as('classes'),
      timetableMinutes: sql<number>`coalesce(sum(${slotMinutes.minutes}), 0)::int`.as(
        'timetable_minutes',
      ),
    })
    .from(classes)
    .leftJoin(slotMinutes, eq(slotMinutes.classId, classes.id))
    .where(openIn(year))
    .groupBy(classes.yearGroup, subjectKey);
}

// The zone written out, not bound: GROUP BY must repeat the select's expression exactly.
const week = sql<string>`(date_trunc('week', ${scheduledSessions.scheduledFor} at time zone ${sql.raw(`'${UK_ZONE}'`)}))::date`;

/** Per year group, subject and week (its Monday): the minutes of the sessions not cancelled. */
export function weekCounts(db: Db, year: Year) {
  return db
    .select({
      schoolYearId: yearColumn(year),
      yearGroup: classes.yearGroup,
      subjectKey: subjectKey.as('subject_key'),
      weekOf: week.as('week_of'),
      minutes: sql<number>`sum(${scheduledSessions.duration})::int`.as('minutes'),
    })
    .from(scheduledSessions)
    .innerJoin(classes, eq(classes.id, scheduledSessions.classId))
    .where(
      and(
        openIn(year),
        notCancelled,
        gte(scheduledSessions.scheduledFor, ukInstant(year.startsOn, '00:00')),
        lte(scheduledSessions.scheduledFor, ukInstant(year.endsOn, '23:59')),
      ),
    )
    .groupBy(classes.yearGroup, subjectKey, week);
}

/**
 * Recounts a school year's figures and replaces the kept ones, in one transaction. The year's
 * row is locked first (without blocking the classes that refer to it), so two recounts of one
 * year, the nightly one and one a change queued, take turns instead of colliding. The counts are
 * read, then written as rows: PostgreSQL runs the SELECT of an INSERT … SELECT without parallel
 * workers, which made the recount half as slow again at scale.
 */
export async function refreshCoverage(db: Db, schoolYearId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [year] = await tx
      .select({ id: schoolYears.id, startsOn: schoolYears.startsOn, endsOn: schoolYears.endsOn })
      .from(schoolYears)
      .where(eq(schoolYears.id, schoolYearId))
      .for('no key update');
    if (!year) return;
    const [subjects, weeks] = await Promise.all([subjectCounts(tx, year), weekCounts(tx, year)]);
    await tx.delete(coverageSubjects).where(eq(coverageSubjects.schoolYearId, year.id));
    await tx.delete(coverageWeeks).where(eq(coverageWeeks.schoolYearId, year.id));
    if (subjects.length > 0) await tx.insert(coverageSubjects).values(subjects);
    for (let i = 0; i < weeks.length; i += WEEK_ROWS_PER_INSERT) {
      await tx.insert(coverageWeeks).values(weeks.slice(i, i + WEEK_ROWS_PER_INSERT));
    }
    await tx
      .insert(coverageRefreshes)
      .values({ schoolYearId: year.id, refreshedAt: now })
      .onConflictDoUpdate({ target: coverageRefreshes.schoolYearId, set: { refreshedAt: now } });
  });
}

/** Every school year's recount, one year at a time: the nightly run (there are a handful). */
export async function refreshAllCoverage(db: Db, now: () => Date) {
  const years = await db.select({ id: schoolYears.id }).from(schoolYears);
  for (const { id } of years) await refreshCoverage(db, id, now());
}

/** The kept figures of a school year, or null when it was never recounted. */
export async function storedCoverage(db: Db, schoolYearId: number) {
  const [refreshed] = await db
    .select({ at: coverageRefreshes.refreshedAt })
    .from(coverageRefreshes)
    .where(eq(coverageRefreshes.schoolYearId, schoolYearId));
  if (!refreshed) return null;
  const [subjects, weeks] = await Promise.all([
    db.select().from(coverageSubjects).where(eq(coverageSubjects.schoolYearId, schoolYearId)),
    db.select().from(coverageWeeks).where(eq(coverageWeeks.schoolYearId, schoolYearId)),
  ]);
  return { refreshedAt: refreshed.at, subjects, weeks };
}
