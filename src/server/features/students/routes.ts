import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studentSchema } from '../../../shared/content/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { students, users } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireRole } from '../auth/guard.js';
import { findStudentFor, listStudentsFor, sessionsOfStudent } from './queries.js';

const tutorOrAdmin = requireRole('tutor', 'admin');
const searchSchema = z.object({ search: z.string().trim().max(100).optional() });
const PROFILE_EXISTS = 'That account already has a student profile.';

/** The linked account must be a student's own sign-in that has no profile yet. */
async function assertLinkable(db: Db, userId: number, exceptStudentId?: number) {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!account || account.role !== 'student') {
    throw badRequest('Please choose a student account', {
      userId: ['Please choose a student account'],
    });
  }
  const [linked] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, userId));
  if (linked && linked.id !== exceptStudentId)
    throw conflict(PROFILE_EXISTS, { userId: [PROFILE_EXISTS] });
}

export function registerStudentRoutes(app: FastifyInstance, { db }: Services) {
  app.get('/students', { preHandler: tutorOrAdmin }, async (request) => {
    const { search } = parse(searchSchema, request.query);
    return listStudentsFor(db, currentUser(request), search);
  });

  app.get('/students/:id', { preHandler: tutorOrAdmin }, async (request) => {
    const student = await findStudentFor(
      db,
      currentUser(request),
      parse(idParam, request.params).id,
    );
    const sessions = await sessionsOfStudent(db, student);
    return {
      ...student,
      sessions: sessions.map((s) => ({
        ...s,
        scheduledFor: s.scheduledFor.toISOString(),
        createdAt: s.createdAt.toISOString(),
      })),
    };
  });

  /** Student sign-ins to link a profile to, found by name or username. */
  app.get('/student-accounts', { preHandler: tutorOrAdmin }, async (request) => {
    const { search } = parse(searchSchema, request.query);
    const pattern = search ? containsPattern(search) : undefined;
    return db
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        studentId: students.id,
      })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(
        and(
          eq(users.role, 'student'),
          isNull(users.deactivatedAt),
          pattern ? or(ilike(users.fullName, pattern), ilike(users.username, pattern)) : undefined,
        ),
      )
      .orderBy(asc(users.fullName))
      .limit(20);
  });

  app.post('/students', { preHandler: tutorOrAdmin }, async (request, reply) => {
    const user = currentUser(request);
    const input = parse(studentSchema, request.body);
    await assertLinkable(db, input.userId);
    const [row] = await db
      .insert(students)
      .values({ ...input, tutorId: user.id })
      .returning({ id: students.id });
    return reply.status(201).send(await findStudentFor(db, user, row!.id));
  });

  app.put('/students/:id', { preHandler: tutorOrAdmin }, async (request) => {
    const user = currentUser(request);
    const { id } = parse(idParam, request.params);
    await findStudentFor(db, user, id);
    const input = parse(studentSchema, request.body);
    await assertLinkable(db, input.userId, id);
    await db.update(students).set(input).where(eq(students.id, id));
    return findStudentFor(db, user, id);
  });

  app.delete('/students/:id', { preHandler: tutorOrAdmin }, async (request, reply) => {
    const { id } = parse(idParam, request.params);
    await findStudentFor(db, currentUser(request), id);
    await db.delete(students).where(eq(students.id, id));
    return reply.status(204).send();
  });
}
