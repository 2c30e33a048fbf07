import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TutorAvailability } from '../../../../shared/allocation/schemas.js';
import type {
  Tutor,
  TutorListItem,
  TutorListShow,
  TutorOption,
  tutorSchema,
  tutorUpdateSchema,
} from '../../../../shared/admin/schemas.js';
import type { recordCheckSchema, TutorVetting } from '../../../../shared/vetting/schemas.js';
import { api } from '../../../lib/api.js';
import { useChange } from '../../../lib/use-change.js';
import { API, queryKeys } from '../../../lib/query-keys.js';
import { withQuery } from '../../../lib/query-string.js';
import { useCursorPages } from '../../../lib/use-keyset-pages.js';

const TUTORS = API.adminTutors;
const TUTOR_OPTIONS = API.adminTutorOptions;

/** Tutors, newest first: all, or those whose vetting needs attention (filtered by the server). */
export const useTutors = (show: TutorListShow) =>
  useCursorPages<TutorListItem>(queryKeys.admin.tutors(show), TUTORS, { show });

/** Active tutors by name for the tutor pickers: the first 50, or those whose name holds `search`. */
export const useTutorOptions = (search: string) =>
  useQuery({
    queryKey: queryKeys.admin.tutorOptions(search),
    queryFn: () => api.get<TutorOption[]>(withQuery(TUTOR_OPTIONS, { q: search })),
    placeholderData: keepPreviousData,
  });

export const useAddTutor = () =>
  useChange((input: z.output<typeof tutorSchema>) => api.post<Tutor>(TUTORS, input), 'tutors');

export const useUpdateTutor = () =>
  useChange(
    ({ id, input }: { id: number; input: z.output<typeof tutorUpdateSchema> }) =>
      api.put<Tutor>(`${TUTORS}/${id}`, input),
    'tutors',
  );

/** Deactivating signs the tutor out everywhere; reactivating lets them sign in again. */
export const useSetTutorActive = () =>
  useChange(
    ({ id, active }: { id: number; active: boolean }) =>
      api.post<Tutor>(`${TUTORS}/${id}/${active ? 'reactivate' : 'deactivate'}`),
    'tutors',
  );

/** A tutor's weekly times for classes and their most classes, read for the availability dialog. */
export const useTutorAvailability = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.tutorAvailability(id),
    queryFn: () => api.get<TutorAvailability>(`${TUTORS}/${id}/availability`),
  });

export const useSaveAvailability = (id: number) =>
  useChange(
    (input: TutorAvailability) => api.put<TutorAvailability>(`${TUTORS}/${id}/availability`, input),
    'tutors',
  );

/** A tutor's vetting record for the Vetting dialog (issue 31 §1). */
export const useTutorVetting = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.tutorVetting(id),
    queryFn: () => api.get<TutorVetting>(`${TUTORS}/${id}/vetting`),
  });

/** Records one check; the list's status badges and the dialog read it again. */
export const useRecordCheck = (id: number) =>
  useChange(
    (input: z.output<typeof recordCheckSchema>) =>
      api.post<TutorVetting>(`${TUTORS}/${id}/vetting`, input),
    'tutors',
  );
