import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportPage } from '../../../shared/account/data-export.js';
import type { ErasureStatus } from '../../../shared/account/erasure.js';
import type { CurrentPasswordInput } from '../../../shared/auth/mfa.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

const PREPARING_POLL_MS = 3000;

export const useErasureStatus = () =>
  useQuery({
    queryKey: queryKeys.erasure(),
    queryFn: () => api.get<ErasureStatus>(API.accountErasure),
  });

export const useRequestErasure = () =>
  useMutation({
    mutationFn: (body: CurrentPasswordInput) => api.post<ErasureStatus>(API.accountErasure, body),
  });

/** The first page is all a family needs: a download is kept for days, not asked for daily. */
export const useDataExports = () =>
  useQuery({
    queryKey: queryKeys.dataExports(),
    queryFn: () => api.get<DataExportPage>(API.accountDataExports),
    // A download being prepared turns ready within seconds; nothing else changes by itself.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PREPARING_POLL_MS : false,
  });

export const useRequestExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DataExport>(API.accountDataExports),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dataExports() }),
  });
};

export const downloadUrl = (id: string) => `${API.accountDataExports}/${id}/download`;
