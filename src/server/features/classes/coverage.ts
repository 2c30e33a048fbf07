import { and, asc, desc, eq, isNull, lte, gte, sql } from 'drizzle-orm';
import { OFFER_WEEKLY_HOURS, type HolidayRegion } from '../../../shared/classes/rules.js';
import type { Coverage, YearGroupCoverage } from '../../../shared/classes/coverage.js';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import { dayKey } from '../../../shared/dates/format.js';
import { ukDayOf, ukInstant } from '../../../shared/dates/uk-instant.js';
import { UK_ZONE } from '../../../shared/dates/uk-zone.js';
import { teachingDays } from '../../../shared/school-years/calendar.js';
import type { Db } from '../../db/client.js';
import {
  classes,
  classSlots,
  scheduledSessions,
  schoolTerms,
  schoolYears,
} from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { bankHolidays } from '../../school-years/bank-holidays.js';
import { notCancelled } from '../../sessions/status.js';
import { startOfISOWeek, parseISO } from 'date-fns';

/*
 * Coverage (decision 110): what a child of a year group is offered if they take one class of
 * every subject its classes teach. A subject's hours are the average over its open classes, so
 * one short class does not hide behind a long one; the year group's hours are their sum.
 * Weekly: each class's timetable (slots in force from now on); per teaching week: the minutes of
 * the classes' sessions that week that are not cancelled, so bank holidays, moves and
 * cancellations show as short weeks.
 */

/** School years offered for choosing, latest first; there are a handful. */
const YEARS_LISTED = 20;

const subjectKey = sql<string>`lower(${classes.subject})`;
const byGroup = (a: { yearGroup: string }, b: { yearGroup: string }) =>
  ACADEMIC_YEARS.indexOf(a.yearGroup as never) - ACADEMIC_YEARS.indexOf(b.yearGroup as never) ||
  a.yearGroup.localeCompare(b.yearGroup);

/** The school year asked for; else the one today falls in; else the latest. */
async function chosenYear(db: Db, id: number | undefined, now: Date) {
  const years = await db
    .select()
    .from(schoolYears)
    .orderBy(desc(schoolYears.startsOn), desc(schoolYears.id))
    .limit(YEARS_LISTED);
  if (id !== undefined) {
    const [asked] = years.some((y) => y.id === id)
      ? years.filter((y) => y.id === id)
      : await db.select().from(schoolYears).where(eq(schoolYears.id, id));
    if (!asked) throw notFound('Academic year not found.');
    return { years, year: asked };
  }
  const today = ukDayOf(now);
  const current = years.find((y) => y.startsOn <= today && today <= y.endsOn);
  return { years, year: current ?? years[0] ?? null };
}

/** The Mondays of the year's teaching weeks. */
async function teachingWeeksOf(db: Db, year: typeof schoolYears.$inferSelect) {
  const terms = await db
    .select()
    .from(schoolTerms)
    .where(eq(schoolTerms.schoolYearId, year.id))
    .orderBy(asc(schoolTerms.position));
  const holidays = bankHolidays(year.holidayRegion as HolidayRegion, year.startsOn, year.endsOn);
  const mondays = teachingDays(terms, holidays).map((d) => dayKey(startOfISOWeek(parseISO(d))));
  return [...new Set(mondays)];
}

export async function coverageOf(db: Db, schoolYearId: number | undefined, now = new Date()) {
  const { years, year } = await chosenYear(db, schoolYearId, now);
  const base = {
    schoolYears: years.map(({ id, label }) => ({ id, label })),
    targetHours: OFFER_WEEKLY_HOURS,
  };
  if (!year)
    return { ...base, schoolYear: null, teachingWeeks: 0, yearGroups: [] } satisfies Coverage;

  const open = and(eq(classes.schoolYearId, year.id), isNull(classes.closedAt));
  const slotMinutes = db
    .select({
      classId: classSlots.classId,
      minutes: sql<number>`sum(${classSlots.duration})::int`.as('minutes'),
    })
    .from(classSlots)
    .where(isNull(classSlots.validUntil))
    .groupBy(classSlots.classId)
    .as('slot_minutes');
  // The zone written out, not bound: GROUP BY must repeat the select's expression exactly.
  const week = sql<string>`(date_trunc('week', ${scheduledSessions.scheduledFor} at time zone ${sql.raw(`'${UK_ZONE}'`)}))::date::text`;
  const [subjects, weekly, weeks] = await Promise.all([
    db
      .select({
        yearGroup: classes.yearGroup,
        key: subjectKey,
        subject: sql<string>`min(${classes.subject})`,
        classes: sql<number>`count(*)::int`,
        minutes: sql<number>`coalesce(sum(${slotMinutes.minutes}), 0)::int`,
      })
      .from(classes)
      .leftJoin(slotMinutes, eq(slotMinutes.classId, classes.id))
      .where(open)
      .groupBy(classes.yearGroup, subjectKey),
    db
      .select({
        yearGroup: classes.yearGroup,
        key: subjectKey,
        week,
        minutes: sql<number>`sum(${scheduledSessions.duration})::int`,
      })
      .from(scheduledSessions)
      .innerJoin(classes, eq(classes.id, scheduledSessions.classId))
      .where(
        and(
          open,
          notCancelled,
          gte(scheduledSessions.scheduledFor, ukInstant(year.startsOn, '00:00')),
          lte(scheduledSessions.scheduledFor, ukInstant(year.endsOn, '23:59')),
        ),
      )
      .groupBy(classes.yearGroup, subjectKey, week),
    teachingWeeksOf(db, year),
  ]);

  const groups = new Map<string, YearGroupCoverage>();
  const classCount = new Map<string, number>();
  for (const s of subjects) {
    const group = groups.get(s.yearGroup) ?? {
      yearGroup: s.yearGroup,
      weeklyHours: 0,
      subjects: [],
      shortWeeks: [],
    };
    const hours = s.minutes / s.classes / 60;
    group.subjects.push({ subject: s.subject, classes: s.classes, weeklyHours: round(hours) });
    group.weeklyHours += hours;
    groups.set(s.yearGroup, group);
    classCount.set(`${s.yearGroup}\n${s.key}`, s.classes);
  }
  const offered = new Map<string, number>();
  for (const w of weekly) {
    const perChild = w.minutes / (classCount.get(`${w.yearGroup}\n${w.key}`) ?? 1) / 60;
    const key = `${w.yearGroup}\n${w.week}`;
    offered.set(key, (offered.get(key) ?? 0) + perChild);
  }
  for (const group of groups.values()) {
    group.weeklyHours = round(group.weeklyHours);
    group.subjects.sort((a, b) => a.subject.localeCompare(b.subject));
    for (const monday of weeks) {
      const hours = offered.get(`${group.yearGroup}\n${monday}`) ?? 0;
      if (hours < OFFER_WEEKLY_HOURS)
        group.shortWeeks.push({ weekOf: monday, hours: round(hours) });
    }
  }
  return {
    ...base,
    schoolYear: { id: year.id, label: year.label },
    teachingWeeks: weeks.length,
    yearGroups: [...groups.values()].sort(byGroup),
  } satisfies Coverage;
}

/** Hours to two decimal places: 1.33 for 80 minutes. */
const round = (hours: number) => Math.round(hours * 100) / 100;
