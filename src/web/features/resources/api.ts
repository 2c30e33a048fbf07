import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  FilteredPage,
  Resource,
  UploadedFile,
  resourceSchema,
} from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { withQuery } from '../../lib/query-string.js';
import { refreshAfterChange } from '../insights/keys.js';

const PATH = '/api/resources';

export interface ResourceFilters {
  search?: string;
  subject?: string;
  type?: string;
  page: number;
}

export const resourceKeys = {
  list: (filters: ResourceFilters) => [PATH, 'list', filters] as const,
  detail: (id: number) => [PATH, 'detail', id] as const,
};

export const useResources = (filters: ResourceFilters) =>
  useQuery({
    queryKey: resourceKeys.list(filters),
    queryFn: () => api.get<FilteredPage<Resource>>(withQuery(PATH, { ...filters })),
    placeholderData: keepPreviousData,
  });

export type ResourceValues = z.output<typeof resourceSchema>;

export const useSaveResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: ResourceValues }) =>
      id ? api.put<Resource>(`${PATH}/${id}`, values) : api.post<Resource>(PATH, values),
    onSuccess: () => refreshAfterChange(queryClient, 'resources'),
  });
};

export const useDeleteResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) =>
      refreshAfterChange(queryClient, 'resources', resourceKeys.detail(id)),
  });
};

/** Stores a file on the server, which checks its real type; the answer fills the form. */
export const useUploadFile = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<UploadedFile>('/api/uploads', form);
    },
  });
