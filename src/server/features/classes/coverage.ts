import { asc, desc, eq } from 'drizzle-orm';
import { OFFER_WEEKLY_HOURS, type HolidayRegion } from '../../../shared/classes/rules.js';
import type { z } from 'zod';
import type { coverageSchema, YearGroupCoverage } from '../../../shared/classes/coverage.js';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import { dayKey } from '../../../shared/dates/format.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import { teachingDays } from '../../../shared/school-years/calendar.js';
import type { Db } from '../../db/client.js';
import { queueCoverageRefresh } from '../../classes/coverage-refresh.js';
import { schoolTerms, schoolYears } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { bankHolidays } from '../../school-years/bank-holidays.js';
import type { Services } from '../../services.js';
import { storedCoverage, subjectCounts, weekCounts } from './coverage-counts.js';
import { startOfISOWeek, parseISO } from 'date-fns';

/*
 * Coverage (decision 110): what a child of a year group is offered if they take one class of
 * every subject its classes teach. A subject's hours are the average over its open classes, so
 * one short class does not hide behind a long one; the year group's hours are their sum.
 * Weekly: each class's timetable (slots in force from now on); per teaching week: the minutes of
 * the classes' sessions that week that are not cancelled, so bank holidays, moves and
 * cancellations show as short weeks. The counts are kept by a job (decision 113); the teaching
 * weeks come from the terms as they are now.
 */

/** What the route hands its schema: Dates, not their text. */
type CoverageAnswer = z.output<typeof coverageSchema>;

/** School years offered for choosing, latest first; there are a handful. */
const YEARS_LISTED = 20;

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

/**
 * The coverage of a school year from its kept figures. A year never recounted (new, or before the
 * first run) is counted from its sessions this once, and its first recount is queued.
 */
export async function coverageOf(
  { db, jobs }: Pick<Services, 'db' | 'jobs'>,
  schoolYearId: number | undefined,
  now = new Date(),
) {
  const { years, year } = await chosenYear(db, schoolYearId, now);
  const base = {
    schoolYears: years.map(({ id, label }) => ({ id, label })),
    targetHours: OFFER_WEEKLY_HOURS,
  };
  if (!year) {
    return {
      ...base,
      schoolYear: null,
      refreshedAt: null,
      teachingWeeks: 0,
      yearGroups: [],
    } satisfies CoverageAnswer;
  }
  const [stored, weeks] = await Promise.all([
    storedCoverage(db, year.id),
    teachingWeeksOf(db, year),
  ]);
  const figures = stored ?? (await countNow(db, jobs, year));
  return {
    ...base,
    schoolYear: { id: year.id, label: year.label },
    refreshedAt: figures.refreshedAt,
    teachingWeeks: weeks.length,
    yearGroups: yearGroupsOf(figures, weeks),
  } satisfies CoverageAnswer;
}

/** A year's figures counted from its sessions, with its first recount queued. */
async function countNow(db: Db, jobs: Services['jobs'], year: typeof schoolYears.$inferSelect) {
  const [subjects, weeks] = await Promise.all([subjectCounts(db, year), weekCounts(db, year)]);
  await queueCoverageRefresh(db, jobs, year.id);
  return { refreshedAt: null, subjects, weeks };
}

interface Figures {
  subjects: {
    yearGroup: string;
    subjectKey: string;
    subject: string;
    classes: number;
    timetableMinutes: number;
  }[];
  weeks: { yearGroup: string; subjectKey: string; weekOf: string; minutes: number }[];
}

/**
 * Per year group: a subject's hours are its classes' average, the group's their sum; a teaching
 * week is short when the minutes per class of each subject, summed, fall under the offer.
 */
function yearGroupsOf({ subjects, weeks: weekly }: Figures, mondays: string[]) {
  const groups = new Map<string, YearGroupCoverage>();
  const classCount = new Map<string, number>();
  for (const s of subjects) {
    const group = groups.get(s.yearGroup) ?? {
      yearGroup: s.yearGroup,
      weeklyHours: 0,
      subjects: [],
      shortWeeks: [],
    };
    const hours = s.timetableMinutes / s.classes / 60;
    group.subjects.push({ subject: s.subject, classes: s.classes, weeklyHours: round(hours) });
    group.weeklyHours += hours;
    groups.set(s.yearGroup, group);
    classCount.set(`${s.yearGroup}\n${s.subjectKey}`, s.classes);
  }
  const offered = new Map<string, number>();
  for (const w of weekly) {
    const perChild = w.minutes / (classCount.get(`${w.yearGroup}\n${w.subjectKey}`) ?? 1) / 60;
    const key = `${w.yearGroup}\n${w.weekOf}`;
    offered.set(key, (offered.get(key) ?? 0) + perChild);
  }
  for (const group of groups.values()) {
    group.weeklyHours = round(group.weeklyHours);
    group.subjects.sort((a, b) => a.subject.localeCompare(b.subject));
    for (const monday of mondays) {
      const hours = offered.get(`${group.yearGroup}\n${monday}`) ?? 0;
      if (hours < OFFER_WEEKLY_HOURS)
        group.shortWeeks.push({ weekOf: monday, hours: round(hours) });
    }
  }
  return [...groups.values()].sort(byGroup);
}

/** Hours to two decimal places: 1.33 for 80 minutes. */
const round = (hours: number) => Math.round(hours * 100) / 100;
