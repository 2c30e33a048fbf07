import { useQuery } from '@tanstack/react-query';
import type { Student } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';

export const studentsKey = ['/api/students'] as const;

/** Newest first; tutors and admins only. */
export const useStudents = () =>
  useQuery({ queryKey: studentsKey, queryFn: () => api.get<Student[]>(studentsKey[0]) });
