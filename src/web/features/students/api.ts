import { useQuery } from '@tanstack/react-query';
import type { Student } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';

export const studentsKey = ['/api/students'] as const;

/** Newest first. Only staff may ask, so callers pass whether the user is staff. */
export const useStudents = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: studentsKey,
    queryFn: () => api.get<Student[]>(studentsKey[0]),
    enabled,
  });
