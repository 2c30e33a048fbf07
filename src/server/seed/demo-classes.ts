import { eq, inArray, sql } from 'drizzle-orm';
import { ukDayOf } from '../../shared/dates/uk-instant.js';
import { schoolYearStartOf } from '../../shared/school-years/calendar.js';
import type { Db } from '../db/client.js';
import { companies, scheduledSessions, students, users } from '../db/schema.js';
import { createStudent, createUser } from '../factories/index.js';
import { createClassWithSessions } from '../classes/series.js';
import { addToWaitlist, enrol, makeAvailable, preferTimes } from '../factories/classes.js';
import { HOUR_MS } from '../../shared/dates/durations.js';
import { schoolYearFor } from './school-year.js';
import { pick } from './scale-sql.js';
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
const YEAR_MS = 365 * 24 * HOUR_MS;

/**
 * The classes' sessions as a demo shows them: past ones mostly completed with the odd
 * cancellation, future ones in every open status, those open to join with their stream link so
 * Join works, and a note on some.
 */
async function settleDemoClassSessions(tx: Db, classIds: number[], now: number) {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const status = sql`case when ${scheduledSessions.scheduledFor} < ${at}
      then case when ${scheduledSessions.id} % 11 = 0 then 'cancelled' else 'completed' end
      else ${pick(OPEN_STATUS_ROTATION, sql`${scheduledSessions.id}`)} end`;
  await tx
    .update(scheduledSessions)
    .set({
      status,
      youtubeUrl: sql`case when ${status} = 'scheduled' then ${DEMO_STREAM_URL} end`,
      description: sql`'Live lesson for ' || ${scheduledSessions.title} || ', with practice questions.'`,
      notes: 'Bring a pen, paper and a calculator.',
    })
    .where(inArray(scheduledSessions.classId, classIds));
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

  const year = await schoolYearFor(tx, schoolYearStartOf(ukDayOf(new Date(now))));
  const classIds: number[] = [];
  for (const spec of DEMO_CLASSES) {
    const { class: klass } = await createClassWithSessions(tx, {
      name: spec.name,
      schoolYearId: year.id,
      yearGroup: spec.yearGroup,
      subject: spec.subject,
      tutorId: tutorId(spec.tutor),
      terms: [1, 2, 3],
      slots: spec.slots.map((slot) => ({ ...slot, duration: 60 })),
    });
    classIds.push(klass.id);
    const [first, count] = spec.classmates;
    const mates = ofYear(spec.yearGroup);
    const members = [
      ...named.filter((s) => spec.children.includes(s.name!)),
      ...(spec.usageChildren
        ? named.filter((s) => usageNames.includes(s.name!) && s.grade === spec.yearGroup)
        : []),
      ...mates.slice(first, first + count).map((c) => c.student),
    ];
    for (const member of members) await enrol(tx, klass, member.id, { joinedOn: year.startsOn });
    const waiting = mates.slice(first + count, first + count + (spec.waiting ?? 0));
    for (const [i, c] of waiting.entries())
      await addToWaitlist(tx, klass.id, c.student.id, {
        createdAt: new Date(now - (3 * 24 - i) * HOUR_MS),
      });
  }
  await settleDemoClassSessions(tx, classIds, now);

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
