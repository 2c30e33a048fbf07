import { and, desc, inArray } from 'drizzle-orm';
import { studentLabel } from '../../../shared/content/schemas.js';
import { searchQuerySchema, searchResultsSchema } from '../../../shared/search/schemas.js';
import { titleOrDescription } from '../../db/subjects.js';
import { recordedLessons, students } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';
import { studentIdsMatching } from '../students/queries.js';
import { tutorRowsOf } from '../../policies/ownership.js';
import { watchableBy } from '../../policies/recordings.js';

const LIMIT = 5;

/** The shell's search box: lessons by title or description, students by label or name. */
export function registerSearchRoutes(app: Api, services: Services) {
  const { db } = services;
  app.get(
    '/search',
    {
      config: { access: ['tutor', 'admin'] },
      schema: {
        summary: 'Search lessons and students',
        description: 'Up to five of each; a tutor finds only their own students.',
        tags: ['Search'],
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      if (q.length < 2) return { lessons: [], students: [] };
      const user = currentUser(request);

      const lessons = await db
        .select({
          id: recordedLessons.id,
          title: recordedLessons.title,
          subject: recordedLessons.subject,
        })
        .from(recordedLessons)
        .where(and(titleOrDescription(recordedLessons, q), watchableBy(user)))
        .orderBy(desc(recordedLessons.uploadedAt), desc(recordedLessons.id))
        .limit(LIMIT);

      const rows = await db
        .select({ id: students.id, notes: students.notes })
        .from(students)
        .where(
          inArray(
            students.id,
            studentIdsMatching(db, q, tutorRowsOf(user, students.tutorId), LIMIT),
          ),
        )
        .orderBy(desc(students.id))
        .limit(LIMIT);

      return { lessons, students: rows.map((row) => ({ id: row.id, label: studentLabel(row) })) };
    },
  );
}
