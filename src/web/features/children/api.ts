import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Child, childSchema } from '../../../shared/family/schemas.js';
import { api } from '../../lib/api.js';

const PATH = '/api/children';
export const childrenKey = [PATH] as const;

export type ChildValues = z.output<typeof childSchema>;

/** Spec 2 §6: a parent's own children; only parents ask. */
export const useChildren = () =>
  useQuery({ queryKey: childrenKey, queryFn: () => api.get<Child[]>(PATH) });

/**
 * A child's year group and subjects decide which sessions, lessons and resources the family sees
 * (docs/decisions/008), so every family read is asked again after a change.
 */
const FAMILY_READS = [PATH, '/api/scheduled-sessions', '/api/student/'];
const refreshFamily = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => FAMILY_READS.some((path) => String(queryKey[0]).startsWith(path)),
  });

/** Adds a child, or changes one when an id is given. */
export const useSaveChild = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number | undefined; values: ChildValues }) =>
      id ? api.put<Child>(`${PATH}/${id}`, values) : api.post<Child>(PATH, values),
    onSuccess: () => refreshFamily(queryClient),
  });
};

export const useRemoveChild = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: () => refreshFamily(queryClient),
  });
};
