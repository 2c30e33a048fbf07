import { eq, inArray } from 'drizzle-orm';
import { ukDayOf, ukInstant } from '../../shared/dates/uk-instant.js';
import { schoolYearStartOf, teachingDays } from '../../shared/school-years/calendar.js';
import type { Db } from '../db/client.js';
import { companies, scheduledSessions, students, users } from '../db/schema.js';
import { createStudent, createUser } from '../factories/index.js';
import {
  addToWaitlist,
  createClass,
  createSchoolYear,
  enrol,
  makeAvailable,
  preferTimes,
} from '../factories/classes.js';
import { bankHolidays } from '../school-years/bank-holidays.js';
import {
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_TUTORS,
  OPEN_STATUS_ROTATION,
} from './demo-content.js';
import {
  DEMO_AVAILABILITY,
  DEMO_CLASSES,
  DEMO_CLASSMATES,
  DEMO_CLASSMATE_USERNAMES,
  DEMO_PREFERRED_TIMES,
  DEMO_UNPLACED,
} from './demo-classes-content.js';
import { USAGE_FAMILIES } from './demo-usage-content.js';

const DEMO_STREAM_URL = 'https://www.youtube.com/watch?v=2ZzuZvz33X0';
const YEAR_MS = 365 * 86_400_000;

/** Past sessions are mostly completed with the odd cancellation; future ones carry every open status. */
function statusFor(when: Date, index: number, now: number) {
  if (when.getTime() < now) return index % 11 === 0 ? 'cancelled' : 'completed';
  return OPEN_STATUS_ROTATION[index % OPEN_STATUS_ROTATION.length]!;
}

/**
 * Issue 28 §7: the demo's classes in the school year of `now`, each state a newcomer should see
 * (see demo-classes-content.ts), with their weekly sessions over the teaching days; tutors'
 * availability; Year 7's Mathematics children unplaced with preferred times. Runs after the demo's
 * families, the usage report's included, exist.
 */
export async function seedDemoClasses(tx: Db, now: number) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES[0]));
  const tutors = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_TUTORS.map((t) => t.username),
      ),
    );
  const tutorId = (i: number) => tutors.find((t) => t.username === DEMO_TUTORS[i]!.username)!.id;

  const classmates: ((typeof DEMO_CLASSMATES)[number] & { student: { id: number } })[] = [];
  for (const [i, c] of DEMO_CLASSMATES.entries()) {
    const parent = await createUser(tx, {
      username: DEMO_CLASSMATE_USERNAMES[i],
      fullName: c.parent,
      email: `${DEMO_CLASSMATE_USERNAMES[i]}@northwind.example`,
      role: 'parent',
      companyId: company!.id,
      password: DEMO_PASSWORD,
      createdAt: new Date(now - YEAR_MS),
    });
    classmates.push({
      ...c,
      student: await createStudent(tx, {
        parentId: parent.id,
        name: c.child,
        notes: c.child,
        grade: c.grade,
        subjects: c.subjects,
      }),
    });
  }
  const ofYear = (grade: string) => classmates.filter((c) => c.grade === grade);
  const usageNames = USAGE_FAMILIES.map((f) => `${f.name.split(' ')[0]}'s child`);
  const named = await tx
    .select({ id: students.id, name: students.name, grade: students.grade })
    .from(students)
    .where(inArray(students.name, [...DEMO_CLASSES.flatMap((c) => c.children), ...usageNames]));

  const year = await createSchoolYear(tx, schoolYearStartOf(ukDayOf(new Date(now))));
  const days = teachingDays(
    year.terms,
    bankHolidays(year.holidayRegion, year.startsOn, year.endsOn),
  );
  let index = 0;
  for (const spec of DEMO_CLASSES) {
    const klass = await createClass(tx, {
      name: spec.name,
      schoolYearId: year.id,
      yearGroup: spec.yearGroup,
      subject: spec.subject,
      tutorId: tutorId(spec.tutor),
      slots: spec.slots.map((slot) => ({ ...slot, validFrom: year.startsOn })),
    });
    const [first, count] = spec.classmates;
    const mates = ofYear(spec.yearGroup);
    const members = [
      ...named.filter((s) => spec.children.includes(s.name!)),
      ...(spec.usageChildren
        ? named.filter((s) => usageNames.includes(s.name!) && s.grade === spec.yearGroup)
        : []),
      ...mates.slice(first, first + count).map((c) => c.student),
    ];
    await enrol(
      tx,
      klass,
      members.map((s) => s.id),
      year.startsOn,
    );
    const waiting = mates.slice(first + count, first + count + (spec.waiting ?? 0));
    await addToWaitlist(
      tx,
      klass.id,
      waiting.map((c) => c.student.id),
      new Date(now - 3 * 86_400_000),
    );

    // The class's weekly sessions over the teaching days, at the slot's UK wall-clock time.
    const rows = klass.slots.flatMap((slot) =>
      days
        .filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === slot.weekday % 7)
        .map((day) => {
          const when = ukInstant(day, slot.startsAt);
          const status = statusFor(when, index++, now);
          return {
            title: `${spec.name}: ${spec.subject.toLowerCase()}`,
            description: `Live lesson for ${spec.name}, with practice questions.`,
            subject: spec.subject,
            academicYear: spec.yearGroup,
            tutorId: klass.tutorId,
            scheduledFor: when,
            duration: slot.duration,
            status,
            // Sessions open to join carry their stream link, so Join works in the demo.
            youtubeUrl: status === 'scheduled' ? DEMO_STREAM_URL : null,
            notes: 'Bring a pen, paper and a calculator.',
            classId: klass.id,
            classSlotId: slot.id,
            occurrenceOn: day,
          };
        }),
    );
    if (rows.length) await tx.insert(scheduledSessions).values(rows);
  }

  // Not yet placed: Arjun and his Year 7 classmates in Mathematics, each with preferred times.
  const unplaced = [
    ...named.filter((s) => s.name === 'Arjun Shah'),
    ...ofYear(DEMO_UNPLACED.yearGroup).map((c) => c.student),
  ];
  for (const [i, child] of unplaced.entries())
    await preferTimes(
      tx,
      child.id,
      DEMO_UNPLACED.subject,
      DEMO_PREFERRED_TIMES[i % DEMO_PREFERRED_TIMES.length]!,
    );
  for (const tutor of tutors) await makeAvailable(tx, tutor.id, DEMO_AVAILABILITY);
}
