import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  studentLessonFilterSchema,
  studentResourceFilterSchema,
} from '../../../shared/family/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { recordedLessons, resources, type UserRow } from '../../db/schema.js';
import { parse } from '../../http/validate.js';
import type { Services } from '../../services.js';
import { currentUser, requireSignedIn } from '../auth/guard.js';
import { listLessons } from '../lessons/queries.js';
import { listResources, presentResource } from '../resources/queries.js';
import { familyProfiles, familySubjects } from './access.js';
import { findVisibleSession } from './sessions.js';

const SESSION_RESOURCES_LIMIT = 50;

/** A family sees lessons and resources in the subjects its children study (all, when none are set). */
async function subjectScope(
  db: Db,
  user: UserRow,
  column: typeof recordedLessons.subject | typeof resources.subject,
): Promise<SQL | undefined> {
  if (user.role !== 'student' && user.role !== 'parent') return undefined;
  const subjects = familySubjects(await familyProfiles(db, user));
  return subjects.length > 0 ? inArray(sql`lower(${column})`, subjects) : undefined;
}

export function registerFamilyCatalogueRoutes(app: FastifyInstance, { db }: Services) {
  app.get('/student/recorded-lessons', { preHandler: requireSignedIn }, async (request) => {
    const user = currentUser(request);
    return listLessons(
      db,
      parse(studentLessonFilterSchema, request.query),
      await subjectScope(db, user, recordedLessons.subject),
    );
  });

  app.get('/student/resources', { preHandler: requireSignedIn }, async (request) => {
    const user = currentUser(request);
    return listResources(
      db,
      parse(studentResourceFilterSchema, request.query),
      await subjectScope(db, user, resources.subject),
    );
  });

  /** Lesson detail (spec 2 §2.4): resources whose subject matches the session's, ignoring case. */
  app.get('/scheduled-sessions/:id/resources', { preHandler: requireSignedIn }, async (request) => {
    const session = await findVisibleSession(
      db,
      currentUser(request),
      parse(idParam, request.params).id,
    );
    const rows = await db
      .select()
      .from(resources)
      .where(eq(sql`lower(${resources.subject})`, session.subject.toLowerCase()))
      .orderBy(desc(resources.uploadedAt), desc(resources.id))
      .limit(SESSION_RESOURCES_LIMIT);
    return rows.map(presentResource);
  });
}
