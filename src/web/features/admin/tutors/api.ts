import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Tutor,
  TutorOption,
  tutorSchema,
  tutorUpdateSchema,
} from '../../../../shared/admin/schemas.js';
import { api } from '../../../lib/api.js';
import { invalidate } from '../../../lib/invalidate.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { withQuery } from '../../../lib/query-string.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const TUTORS = API.adminTutors;
const TUTOR_OPTIONS = API.adminTutorOptions;

export const useTutors = () => useCursorPages<Tutor>(queryKeys.admin.tutors(), TUTORS);

/** Active tutors by name for the tutor pickers: the first 50, or those whose name holds `search`. */
export const useTutorOptions = (search: string) =>
  useQuery({
    queryKey: queryKeys.admin.tutorOptions(search),
    queryFn: () => api.get<TutorOption[]>(withQuery(TUTOR_OPTIONS, { q: search })),
    placeholderData: keepPreviousData,
  });

const useTutorMutation = <V>(mutationFn: (variables: V) => Promise<Tutor>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(queryClient, 'tutors'),
  });
};

export const useAddTutor = () =>
  useTutorMutation((input: z.output<typeof tutorSchema>) => api.post<Tutor>(TUTORS, input));

export const useUpdateTutor = () =>
  useTutorMutation(({ id, input }: { id: number; input: z.output<typeof tutorUpdateSchema> }) =>
    api.put<Tutor>(`${TUTORS}/${id}`, input),
  );

/** Deactivating signs the tutor out everywhere; reactivating lets them sign in again. */
export const useSetTutorActive = () =>
  useTutorMutation(({ id, active }: { id: number; active: boolean }) =>
    api.post<Tutor>(`${TUTORS}/${id}/${active ? 'reactivate' : 'deactivate'}`),
  );
