import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  recordedLessonPageSchema,
  resourcePageSchema,
  resourceResponseSchema,
} from '../../../shared/content/schemas.js';
import {
  subjectList,
  studentLessonFilterSchema,
  studentResourceFilterSchema,
} from '../../../shared/family/schemas.js';
import { idParam } from '../../../shared/validation.js';
import type { Db } from '../../db/client.js';
import { recordedLessons, resources } from '../../db/schema.js';
import { CATALOGUE_PAGING } from '../../db/subjects.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser, type SessionUser } from '../../identity/guard.js';
import { listLessons } from '../lessons/queries.js';
import { forYearGroup, listResources } from '../resources/queries.js';
import { isFamily } from '../../../shared/policies/roles.js';
import { watchableBy } from '../../policies/recordings.js';
import { familyProfiles, type Profile } from '../../policies/sessions.js';
import { findVisibleSession } from './sessions.js';

const SESSION_RESOURCES_LIMIT = 50;
const tags = ['Student and parent areas'];
const BY_SUBJECT =
  'A student or parent sees only the subjects their children study (all when none are set); others see everything.';

/** Subjects the family studies, for filtering lessons and resources; empty means everything. */
function familySubjects(profiles: Profile[]): string[] {
  return [...new Set(profiles.flatMap((p) => subjectList(p.subjects).map((s) => s.toLowerCase())))];
}

/** A family sees lessons and resources in the subjects its children study (all, when none are set). */
async function subjectScope(
  db: Db,
  user: SessionUser,
  column: typeof recordedLessons.subject | typeof resources.subject,
): Promise<SQL | undefined> {
  if (!isFamily(user)) return undefined;
  const subjects = familySubjects(await familyProfiles(db, user));
  return subjects.length > 0 ? inArray(sql`lower(${column})`, subjects) : undefined;
}

export function registerFamilyCatalogueRoutes(app: Api, { db }: Services) {
  app.get(
    '/student/recorded-lessons',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "Recorded lessons in the family's subjects, newest first",
        description: `${BY_SUBJECT} ${CATALOGUE_PAGING}`,
        tags,
        querystring: studentLessonFilterSchema,
        response: { 200: recordedLessonPageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return listLessons(
        db,
        request.query,
        and(await subjectScope(db, user, recordedLessons.subject), watchableBy(user)),
      );
    },
  );

  app.get(
    '/student/resources',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "Resources in the family's subjects, newest first",
        description: `${BY_SUBJECT} ${CATALOGUE_PAGING}`,
        tags,
        querystring: studentResourceFilterSchema,
        response: { 200: resourcePageSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return listResources(db, request.query, await subjectScope(db, user, resources.subject));
    },
  );

  /**
   * Lesson detail (spec 2 §2.4): resources whose subject matches the session's, ignoring case, and
   * for a group session's year group or every year group (issue 26 §5).
   */
  app.get(
    '/scheduled-sessions/:id/resources',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "Resources in a session's subject (at most 50, newest first)",
        tags,
        params: idParam,
        response: { 200: z.array(resourceResponseSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const session = await findVisibleSession(db, currentUser(request), request.params.id);
      return db
        .select()
        .from(resources)
        .where(
          and(
            eq(sql`lower(${resources.subject})`, session.subject.toLowerCase()),
            session.academicYear ? forYearGroup(session.academicYear) : undefined,
          ),
        )
        .orderBy(desc(resources.uploadedAt), desc(resources.id))
        .limit(SESSION_RESOURCES_LIMIT);
    },
  );
}
