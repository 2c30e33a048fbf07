import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema, noContent } from '../../../shared/api/contract.js';
import { studentSchema } from '../../../shared/content/schemas.js';
import { idCursorQuerySchema } from '../../../shared/pagination.js';
import {
  studentAccountSchema,
  studentDetailsSchema,
  studentPageSchema,
  studentViewSchema,
} from '../../../shared/students/responses.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { students, users } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import {
  findStudentFor,
  listStudentsFor,
  prepareStudentPages,
  sessionsOfStudent,
  studentToChange,
} from './queries.js';
import { readsEveryTutorsRows } from '../../../shared/policies/ownership.js';
import { isStudent } from '../../../shared/policies/roles.js';

const tutorOrAdmin = { access: ['tutor', 'admin'] } as const;
const tags = ['Students'];
const search = z.string().trim().max(100).optional();
const searchSchema = z.object({ search });
const studentQuerySchema = idCursorQuerySchema.extend({ search });
const PROFILE_EXISTS = 'That account already has a student profile.';
const notFound = { 404: errorBodySchema };

/** The linked account must be a student's own sign-in that has no profile yet. */
async function assertLinkable(db: Db, userId: number, exceptStudentId?: number) {
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!account || !isStudent(account)) {
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

/** A tutor's own students; an admin sees and changes everyone's. */
export function registerStudentRoutes(app: Api, { db }: Services) {
  const pages = prepareStudentPages(db);
  app.get(
    '/students',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'List students, newest first',
        description:
          'Search matches notes, name, subjects or the linked account’s name. Pass the `nextCursor` of one answer as `cursor` for the next page.',
        tags,
        querystring: studentQuerySchema,
        response: { 200: studentPageSchema },
      },
    },
    async (request) => listStudentsFor(db, pages, currentUser(request), request.query),
  );

  app.get(
    '/students/:id',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'A student with the sessions they attend',
        tags,
        params: idParam,
        response: { 200: studentDetailsSchema, ...notFound },
      },
    },
    async (request) => {
      const student = await findStudentFor(db, currentUser(request), request.params.id);
      return { ...student, sessions: await sessionsOfStudent(db, student.id) };
    },
  );

  app.get(
    '/student-accounts',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Student sign-ins to link a profile to, newest first',
        description:
          'Admins find any by name or username. A tutor finds the sign-ins of the students they teach, and a sign-in with no profile yet only by its exact username (decision 065). At most 20.',
        tags,
        querystring: searchSchema,
        response: { 200: z.array(studentAccountSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { search } = request.query;
      const pattern = search ? containsPattern(search) : undefined;
      const matches = pattern
        ? or(ilike(users.fullName, pattern), ilike(users.username, pattern))
        : undefined;
      // Issue 17 §4: a tutor never browses other people's pupils. A sign-in nobody teaches yet
      // is found only by a username the family or an admin gave the tutor.
      const visible = readsEveryTutorsRows(user)
        ? matches
        : or(
            and(eq(students.tutorId, user.id), matches),
            search
              ? and(isNull(students.id), sql`lower(${users.username}) = lower(${search})`)
              : undefined,
          );
      // Newest first, as users_role_idx (role, created_at, id) reads them: an account just made is
      // the likeliest to need a profile, and no sort of every student's name is needed.
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          username: users.username,
          studentId: students.id,
        })
        .from(users)
        .leftJoin(students, eq(students.userId, users.id))
        .where(and(eq(users.role, 'student'), isNull(users.deactivatedAt), visible))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(20);
    },
  );

  app.post(
    '/students',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Add a student profile',
        tags,
        body: studentSchema,
        response: { 201: studentViewSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      await assertLinkable(db, input.userId);
      const [row] = await db
        .insert(students)
        .values({ ...input, tutorId: user.id })
        .returning({ id: students.id });
      return reply.status(201).send(await findStudentFor(db, user, row!.id));
    },
  );

  app.put(
    '/students/:id',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Change a student profile',
        tags,
        params: idParam,
        body: studentSchema,
        response: { 200: studentViewSchema, ...notFound, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await studentToChange(db, user, id);
      const input = request.body;
      await assertLinkable(db, input.userId, id);
      await db.update(students).set(input).where(eq(students.id, id));
      return findStudentFor(db, user, id);
    },
  );

  app.delete(
    '/students/:id',
    {
      config: tutorOrAdmin,
      schema: {
        summary: 'Remove a student profile',
        tags,
        params: idParam,
        response: { 204: noContent, ...notFound },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await studentToChange(db, currentUser(request), id);
      await db.delete(students).where(eq(students.id, id));
      return reply.status(204).send(null);
    },
  );
}
