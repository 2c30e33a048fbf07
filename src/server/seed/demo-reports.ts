import { and, desc, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { lessonReportComments, lessonReports } from '../db/schema-attendance.js';
import { scheduledSessions, students } from '../db/schema.js';
import { expectedJoin, pupilName, withOwnAccount } from '../sessions/expected.js';
import { notCancelled } from '../sessions/status.js';

/** What a demo lesson covered, by subject; the session's place in the timetable picks one. */
const COVERED: Record<string, string[]> = {
  Mathematics: [
    'Expanding double brackets and factorising quadratics, with worked examples on the board.',
    'Solving linear equations with unknowns on both sides; checking answers by substitution.',
    'Ratio and proportion problems, including best-buy questions from past papers.',
  ],
  English: [
    'Inference and deduction: reading an extract closely and backing each point with a quotation.',
    'Planning a descriptive piece: structure, openings and varied sentence lengths.',
    'Language techniques in non-fiction: rhetorical questions, lists of three and direct address.',
  ],
  Biology: [
    'Animal and plant cells, the job of each organelle, and using a light microscope.',
    'Diffusion, osmosis and active transport, with the potato practical explained step by step.',
  ],
  Physics: [
    'Energy stores and transfers; calculating kinetic and gravitational potential energy.',
    'Specific heat capacity: the required practical and a six-mark question.',
  ],
  Science: [
    'States of matter and the particle model, with a quick quiz at the end.',
    'Forces and motion: balanced and unbalanced forces in everyday examples.',
  ],
  Chemistry: ['Atomic structure and the periodic table: groups, periods and electron shells.'],
};
const GENERAL = 'Review of last week, new material with guided practice, and a short quiz.';

const HOMEWORK = [
  'Finish the practice sheet (questions 1 to 12) before next session.',
  'Fifteen minutes of revision cards on today’s key words.',
  null,
];

const COMMENTS = [
  (name: string) => `${name} answered confidently today and helped explain a tricky question.`,
  (name: string) => `${name} worked steadily; a little more practice on the last topic would help.`,
  (name: string) => `Great focus from ${name}. Keep asking questions like today's.`,
];

const firstName = (name: string) => name.split(' ')[0] ?? name;

/**
 * Issue 15 §2: reports on the demo's past sessions, with a comment on each pupil on most, so the
 * family pages and the weekly digest have something to show. Each tutor's latest past session is
 * left without a report, so a demo tutor can write one.
 */
export async function seedDemoReports(tx: Db, now: number) {
  const past = await tx
    .select({
      id: scheduledSessions.id,
      subject: scheduledSessions.subject,
      tutorId: scheduledSessions.tutorId,
    })
    .from(scheduledSessions)
    .where(and(lt(scheduledSessions.scheduledFor, new Date(now)), notCancelled))
    .orderBy(desc(scheduledSessions.scheduledFor));
  const leftOpen = new Set<number>();
  const reported = past.filter((session) => {
    if (leftOpen.has(session.tutorId)) return true;
    leftOpen.add(session.tutorId);
    return false;
  });
  if (reported.length === 0) return;

  await tx.insert(lessonReports).values(
    reported.map((session) => {
      const options = COVERED[session.subject] ?? [GENERAL];
      return {
        sessionId: session.id,
        covered: options[session.id % options.length]!,
        homework: HOMEWORK[session.id % HOMEWORK.length]!,
        writtenBy: session.tutorId,
      };
    }),
  );

  const pupils = await tx
    .select({ sessionId: scheduledSessions.id, studentId: students.id, name: pupilName })
    .from(scheduledSessions)
    .innerJoin(students, expectedJoin)
    .leftJoin(...withOwnAccount)
    .where(
      inArray(
        scheduledSessions.id,
        reported.map((session) => session.id),
      ),
    );
  // Most pupils get a comment; about one in four is left without, as in a real week.
  const comments = pupils
    .filter((pupil) => (pupil.sessionId + pupil.studentId) % 4 !== 3)
    .map((pupil) => ({
      sessionId: pupil.sessionId,
      studentId: pupil.studentId,
      comment: COMMENTS[pupil.sessionId % COMMENTS.length]!(firstName(pupil.name)),
    }));
  if (comments.length > 0) await tx.insert(lessonReportComments).values(comments);
}
