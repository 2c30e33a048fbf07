import { useQuery } from '@tanstack/react-query';
import type {
  ChildClasses,
  Enrolment,
  PreferencesValues,
} from '../../../shared/classes/enrolment-schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

const childPath = (childId: number) => `${API.familyChildren}/${childId}`;

/** A child's classes per subject: current, open ones with places, waiting lists, preferred times. */
export const useClassChoices = (childId: number) =>
  useQuery({
    queryKey: queryKeys.classChoices(childId),
    queryFn: () => api.get<ChildClasses>(`${childPath(childId)}/classes`),
  });

interface ChildClass {
  childId: number;
  classId: number;
}

export const useJoinClass = () =>
  useChange(
    ({ childId, classId }: ChildClass) =>
      api.post<Enrolment>(`${childPath(childId)}/enrolments`, { classId }),
    'classChoices',
  );

export const useLeaveClass = () =>
  useChange(
    ({ childId, classId }: ChildClass) =>
      api.delete<Enrolment>(`${childPath(childId)}/enrolments/${classId}`),
    'classChoices',
  );

export const useJoinWaitlist = () =>
  useChange(
    ({ childId, classId }: ChildClass) => api.post(`${childPath(childId)}/waitlist`, { classId }),
    'classChoices',
  );

export const useLeaveWaitlist = () =>
  useChange(
    ({ childId, classId }: ChildClass) => api.delete(`${childPath(childId)}/waitlist/${classId}`),
    'classChoices',
  );

/** Accepts or declines the place offered. */
export const useAnswerOffer = () =>
  useChange(
    ({ childId, classId, answer }: ChildClass & { answer: 'accept' | 'decline' }) =>
      api.post(`${childPath(childId)}/waitlist/${classId}/${answer}`),
    'classChoices',
  );

export const useSavePreferences = (childId: number) =>
  useChange(
    (values: PreferencesValues) =>
      api.put<PreferencesValues>(`${childPath(childId)}/preferences`, values),
    'classChoices',
  );
