import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { schoolYears } from './schema.js';

/*
 * The coverage view's figures (issue 28 §8, decision 113), kept per school year by the
 * class-coverage-refresh job so that the view reads a few hundred rows instead of every session
 * of the year. Counts of classes and minutes only; no child is in them.
 */

const schoolYearId = () =>
  integer('school_year_id')
    .notNull()
    .references(() => schoolYears.id, { onDelete: 'cascade' });

/** Per year group and subject: its open classes and the minutes a week their timetables hold. */
export const coverageSubjects = pgTable(
  'coverage_subjects',
  {
    schoolYearId: schoolYearId(),
    yearGroup: text('year_group').notNull(),
    /** The subject in lower case, as classes are grouped. */
    subjectKey: text('subject_key').notNull(),
    /** The subject as one of its classes writes it. */
    subject: text('subject').notNull(),
    classes: integer('classes').notNull(),
    /** Summed over the classes: the minutes of their weekly slots with no end date. */
    timetableMinutes: integer('timetable_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolYearId, t.yearGroup, t.subjectKey] })],
);

/** Per year group, subject and week: the minutes of the open classes' sessions not cancelled. */
export const coverageWeeks = pgTable(
  'coverage_weeks',
  {
    schoolYearId: schoolYearId(),
    yearGroup: text('year_group').notNull(),
    subjectKey: text('subject_key').notNull(),
    /** The Monday of the week, UK time. */
    weekOf: date('week_of').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolYearId, t.yearGroup, t.subjectKey, t.weekOf] })],
);

/** When each school year's figures were last recounted; a year without a row was never. */
export const coverageRefreshes = pgTable('coverage_refreshes', {
  schoolYearId: schoolYearId().primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
