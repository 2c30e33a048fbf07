import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studentLabel } from '../../../shared/content/schemas.js';
import { containsPattern } from '../../db/like.js';
import { recordedLessons, students, users } from '../../db/schema.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole } from '../auth/guard.js';

const querySchema = z.object({ q: z.string().trim().max(100).default('') });
const LIMIT = 5;

/** The shell's search box: lessons by title or description, students by label or name. */
export function registerSearchRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  app.get('/search', { preHandler: requireRole('tutor', 'admin') }, async (request) => {
    const { q } = parse(querySchema, request.query);
    if (q.length < 2) return { lessons: [], students: [] };
    const user = currentUser(request);
    const pattern = containsPattern(q);

    const lessons = await db
      .select({
        id: recordedLessons.id,
        title: recordedLessons.title,
        subject: recordedLessons.subject,
      })
      .from(recordedLessons)
      .where(or(ilike(recordedLessons.title, pattern), ilike(recordedLessons.description, pattern)))
      .orderBy(desc(recordedLessons.uploadedAt))
      .limit(LIMIT);

    const studentMatch = or(
      ilike(students.notes, pattern),
      ilike(students.name, pattern),
      ilike(users.fullName, pattern),
    ) as SQL;
    const rows = await db
      .select({ id: students.id, notes: students.notes })
      .from(students)
      .leftJoin(users, eq(users.id, students.userId))
      .where(
        user.role === 'admin' ? studentMatch : and(studentMatch, eq(students.tutorId, user.id)),
      )
      .orderBy(desc(students.id))
      .limit(LIMIT);

    return { lessons, students: rows.map((row) => ({ id: row.id, label: studentLabel(row) })) };
  });
}
