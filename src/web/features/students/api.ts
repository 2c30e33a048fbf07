import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduledSession, Student, studentSchema } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { withQuery } from '../../lib/query-string.js';
import { refreshAfterChange } from '../insights/keys.js';

const PATH = '/api/students';
const ACCOUNTS_PATH = '/api/student-accounts';

export const studentsKey = [PATH] as const;

/** A student profile with the name of the sign-in it is linked to. */
export type StudentView = Student & { accountName: string | null; accountUsername: string | null };
export type StudentDetails = StudentView & { sessions: ScheduledSession[] };

/** A student sign-in a profile may link to; studentId is set when one already does. */
export interface StudentAccount {
  id: number;
  fullName: string;
  username: string;
  studentId: number | null;
}

export const studentKeys = {
  search: (search: string) => [PATH, 'search', search] as const,
  detail: (id: number) => [PATH, 'detail', id] as const,
  accounts: (search: string) => [ACCOUNTS_PATH, search] as const,
};

/** Newest first; a tutor's own students, or everyone's for an admin. */
export const useStudents = (search = '') =>
  useQuery({
    queryKey: search ? studentKeys.search(search) : studentsKey,
    queryFn: () => api.get<StudentView[]>(withQuery(PATH, { search })),
    placeholderData: keepPreviousData,
  });

export const useStudent = (id: number) =>
  useQuery({
    queryKey: studentKeys.detail(id),
    queryFn: () => api.get<StudentDetails>(`${PATH}/${id}`),
  });

export const useStudentAccounts = (search: string) =>
  useQuery({
    queryKey: studentKeys.accounts(search),
    queryFn: () => api.get<StudentAccount[]>(withQuery(ACCOUNTS_PATH, { search })),
    placeholderData: keepPreviousData,
  });

export type StudentValues = z.output<typeof studentSchema>;

export const useSaveStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: StudentValues }) =>
      id ? api.put<StudentView>(`${PATH}/${id}`, values) : api.post<StudentView>(PATH, values),
    onSuccess: () => refreshAfterChange(queryClient, 'students'),
  });
};

export const useDeleteStudent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => refreshAfterChange(queryClient, 'students', studentKeys.detail(id)),
  });
};
