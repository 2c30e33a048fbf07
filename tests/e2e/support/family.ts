import type { Db } from '../../../src/server/db/client.js';
import {
  createRecordedLesson,
  createResource,
  createScheduledSession,
  createStudent,
} from '../../../src/server/factories/index.js';
import { newFamily, newTutor, uniqueId } from './world.js';

/*
 * Helpers for the student and parent browser tests: dates as a person in London reads them, and
 * a family of a test's own, with its timetable, lessons and resources.
 */

export const LONDON = 'Europe/London';
const DAY_MS = 86_400_000;

/** The London calendar date of an instant, as yyyy-mm-dd. */
export const londonDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LONDON,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** Noon UTC of a yyyy-mm-dd date: a stand-in for that calendar day, whatever the zone. */
export const dayOf = (ymd: string) => new Date(`${ymd}T12:00:00Z`);
export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
export const ymdOf = (day: Date) => day.toISOString().slice(0, 10);

/** "Monday 23 November", as the week view names its days. */
export const dayLabel = (day: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(day);

/** The Monday of the London week that contains today (spec 2 §9: weeks start on Monday). */
export const thisMonday = () => {
  const today = dayOf(londonDate(new Date()));
  return addDays(today, -((today.getUTCDay() + 6) % 7));
};

export const SESSION_NOTES = 'Bring a pen, paper and a calculator.';
export const STREAM_URL = 'https://www.youtube.com/watch?v=2ZzuZvz33X0';

/** A week of group sessions; weekday 1 is Monday, 7 Sunday; hours in UTC. */
const TIMETABLE = [
  { weekday: 1, hour: 16, title: 'Year 10 Maths: algebra', year: 'y10', subject: 'maths' },
  { weekday: 1, hour: 17, title: 'Year 7 English: reading skills', year: 'y7', subject: 'english' },
  { weekday: 2, hour: 16, title: 'Year 10 Biology: cells', year: 'y10', subject: 'biology' },
  { weekday: 2, hour: 17, title: 'Year 6 Maths: SATs preparation', year: 'y6', subject: 'maths' },
  { weekday: 4, hour: 16, title: 'Year 10 English: poetry', year: 'y10', subject: 'english' },
  // A Sunday session, so the rest of any week has a day with sessions.
  { weekday: 7, hour: 11, title: 'Year 10 Maths: weekend clinic', year: 'y10', subject: 'maths' },
] as const;

export interface FamilyWorldOptions {
  /**
   * Subject names of this family's own (the default), so its lesson and resource lists hold only
   * its rows; 'shared' uses the real names, for the screens that are organised by them.
   */
  subjects?: 'own' | 'shared';
}

/**
 * The demo family's shape, made for one test: parent Priya Shah; Maya Shah, Year 10, who signs in
 * as a student; Arjun Shah, Year 7, without a sign-in. Year groups carry the test's id, so group
 * sessions reach only this family; lesson and resource titles carry it too.
 */
export async function newFamilyWorld(db: Db, options: FamilyWorldOptions = {}) {
  const id = uniqueId();
  const own = (name: string) => (options.subjects === 'shared' ? name : `${name} ${id}`);
  const subjects = {
    maths: own('Mathematics'),
    english: own('English'),
    biology: own('Biology'),
    chemistry: own('Chemistry'),
  };
  const years = { y10: `Year 10 ${id}`, y7: `Year 7 ${id}`, y6: `Year 6 ${id}` };
  const tutor = await newTutor(db, { fullName: 'Sarah Thompson' });
  const { parent, student, profile } = await newFamily(db, {
    grade: years.y10,
    subjects: [subjects.maths, subjects.english, subjects.biology].join(', '),
    childName: 'Maya Shah',
    parentName: 'Priya Shah',
    tutorId: tutor.id,
  });
  await createStudent(db, {
    parentId: parent.id,
    name: 'Arjun Shah',
    grade: years.y7,
    subjects: subjects.english,
    tutorId: tutor.id,
  });

  const monday = thisMonday();
  const now = Date.now();
  // Last week to the week after next: enough for every view, and few rows for the admin's lists.
  const slots = [-1, 0, 1, 2].flatMap((week) => TIMETABLE.map((slot) => ({ week, slot })));
  // Side by side on the pool: one by one, a busy machine makes this the slowest part of a test.
  await Promise.all(
    slots.map(({ week, slot }, index) => {
      const day = addDays(monday, week * 7 + slot.weekday - 1);
      const when = new Date(`${ymdOf(day)}T${String(slot.hour).padStart(2, '0')}:00:00Z`);
      const status =
        when.getTime() < now ? 'completed' : ['confirmed', 'scheduled', 'pending'][index % 3]!;
      return createScheduledSession(db, {
        title: slot.title,
        subject: subjects[slot.subject],
        academicYear: years[slot.year],
        tutorId: tutor.id,
        scheduledFor: when,
        duration: 60,
        status,
        youtubeUrl: status === 'scheduled' ? STREAM_URL : null,
        notes: SESSION_NOTES,
      });
    }),
  );

  const lesson = async (title: string, subject: string, video: string, daysAgo: number) =>
    createRecordedLesson(db, {
      title: `${title} ${id}`,
      subject,
      videoUrl: `https://www.youtube.com/watch?v=${video}`,
      tutorId: tutor.id,
      duration: 55,
      views: 10,
      uploadedAt: new Date(now - daysAgo * 86_400_000),
      description: `${title}, step by step.`,
    });
  const lessons = {
    simultaneous: await lesson('Simultaneous equations', subjects.maths, 'vA-55wZtLeE', 16),
    inspector: await lesson('An Inspector Calls: key themes', subjects.english, '8ZnPvqHTbrI', 11),
    cells: await lesson('Cell structure and transport', subjects.biology, 'URUJD5NEXC8', 6),
    titration: await lesson('Titration', subjects.chemistry, 'titration01', 3),
  };

  const resource = async (title: string, subject: string, type: string, size: number) =>
    createResource(db, {
      title: `${title} ${id}`,
      subject,
      type,
      size,
      tutorId: tutor.id,
      description: `${title}, on one page.`,
      externalUrl: `https://www.bbc.co.uk/bitesize/${id}/${type}`,
    });
  const resources = {
    quadratics: await resource('Quadratics practice sheet', subjects.maths, 'pdf', 420),
    timesTables: await resource('Times tables challenge', subjects.maths, 'quiz', 35),
    planner: await resource('Persuasive writing planner', subjects.english, 'doc', 96),
    organiser: await resource('Cell biology knowledge organiser', subjects.biology, 'pdf', 610),
    periodicTable: await resource('Interactive periodic table', subjects.chemistry, 'link', 0),
  };

  return { id, subjects, years, tutor, parent, student, profile, lessons, resources };
}

export type FamilyWorld = Awaited<ReturnType<typeof newFamilyWorld>>;
