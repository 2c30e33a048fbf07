import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminAddSchema,
  adminMoveSchema,
  Candidate,
  Enrolment,
} from '../../../shared/classes/enrolment-schemas.js';
import type { ClassDetails, ClassSummary } from '../../../shared/classes/views.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useChange } from '../../lib/use-change.js';

/*
 * The admins' roster changes (issue 28 §3): add a child, move one to another class of the same
 * year group and subject, remove one. Each refreshes the class pages and lists.
 */

const enrolments = (classId: number) => `${API.adminClasses}/${classId}/enrolments`;

/** Children of the class's year group in no class of its subject, narrowed by name. */
export const useCandidates = (classId: number, search: string) =>
  useQuery({
    queryKey: queryKeys.classRoster.candidates(classId, search),
    queryFn: () =>
      api.get<Candidate[]>(withQuery(`${API.adminClasses}/${classId}/candidates`, { search })),
  });

/** The other open classes of the year group and subject with a free place: where a child may move. */
export const useMoveTargets = (cls: ClassDetails) =>
  useQuery({
    queryKey: queryKeys.classRoster.moveTargets(cls.id),
    queryFn: async () => {
      const page = await api.get<{ items: ClassSummary[] }>(
        withQuery(API.adminClasses, {
          yearGroup: cls.yearGroup,
          subject: cls.subject,
          hasPlaces: 'true',
          pageSize: 100,
        }),
      );
      return page.items.filter((option) => option.id !== cls.id);
    },
  });

export const useAddToClass = (classId: number) =>
  useChange(
    (values: z.output<typeof adminAddSchema>) => api.post<Enrolment>(enrolments(classId), values),
    'classes',
  );

/*
 * A moved or removed child's roster row, which holds the dialog, goes once the roster refreshes,
 * so `done` runs as soon as the server has answered, before the refresh unmounts it.
 */

export const useMoveChild = (classId: number, studentId: number, done: () => void) =>
  useChange(async (values: z.output<typeof adminMoveSchema>) => {
    const row = await api.post<Enrolment>(`${enrolments(classId)}/${studentId}/move`, values);
    done();
    return row;
  }, 'classes');

export const useRemoveFromClass = (classId: number, done: () => void) =>
  useChange(async (studentId: number) => {
    const row = await api.delete<Enrolment>(`${enrolments(classId)}/${studentId}`);
    done();
    return row;
  }, 'classes');
