import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { studentSchema } from '../../../shared/content/schemas.js';
import type {
  StudentAccount,
  StudentDetails,
  StudentView,
} from '../../../shared/students/responses.js';
import { api } from '../../lib/api.js';
import { useChange, useSave } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const PATH = API.students;
const ACCOUNTS_PATH = API.studentAccounts;

export type { StudentAccount, StudentView };

/** Newest first, a page at a time; a tutor's own students, or everyone's for an admin. */
export const useStudents = (search = '') =>
  useCursorPages<StudentView>(queryKeys.students.list(search), PATH, { search });

export const useStudent = (id: number) =>
  useQuery({
    queryKey: queryKeys.students.detail(id),
    queryFn: () => api.get<StudentDetails>(`${PATH}/${id}`),
  });

export const useStudentAccounts = (search: string) =>
  useQuery({
    queryKey: queryKeys.studentAccounts(search),
    queryFn: () => api.get<StudentAccount[]>(withQuery(ACCOUNTS_PATH, { search })),
    placeholderData: keepPreviousData,
  });

export type StudentValues = z.output<typeof studentSchema>;

export const useSaveStudent = () => useSave<StudentView, StudentValues>(PATH, 'students');

export const useDeleteStudent = () =>
  useChange(
    (id: number) => api.delete(`${PATH}/${id}`),
    (_result, id) => ({ deleted: 'students', id }),
  );
