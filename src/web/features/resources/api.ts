import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Resource, UploadedFile, resourceSchema } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { useChange, useSave } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const PATH = API.resources;

export interface ResourceFilters {
  search?: string;
  subject?: string;
  type?: string;
  /** `me`: the caller's own resources only. */
  owner?: string;
}

export const useResources = (filters: ResourceFilters) =>
  useCursorPages<Resource>(queryKeys.resources.list(filters), PATH, { ...filters });

export type ResourceValues = z.output<typeof resourceSchema>;

export const useSaveResource = () => useSave<Resource, ResourceValues>(PATH, 'resources');

export const useDeleteResource = () =>
  useChange((id: number) => api.delete(`${PATH}/${id}`), 'resources');

/** Stores a file on the server, which checks its real type; the answer fills the form. */
export const useUploadFile = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<UploadedFile>('/api/uploads', form);
    },
  });
