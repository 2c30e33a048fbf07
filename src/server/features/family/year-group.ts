import { eq } from 'drizzle-orm';
import { studentYearGroupSchema } from '../../../shared/family/schemas.js';
import { students } from '../../db/schema.js';
import type { Api } from '../../http/contract.js';
import type { Services } from '../../services.js';
import { currentUser } from '../../identity/guard.js';

/** Issue 18 §2: a student learns whether their year group is set, so an empty home says why. */
export function registerYearGroupRoute(app: Api, { db }: Services) {
  app.get(
    '/student/year-group',
    {
      config: { access: ['student'] },
      schema: {
        summary: "The signed-in student's year group",
        description:
          'Null when no year group is set on their profile (or they have none): they then see no group sessions.',
        tags: ['Student and parent areas'],
        response: { 200: studentYearGroupSchema },
      },
    },
    async (request) => {
      const [profile] = await db
        .select({ grade: students.grade })
        .from(students)
        .where(eq(students.userId, currentUser(request).id));
      return { yearGroup: profile?.grade ?? null };
    },
  );
}
