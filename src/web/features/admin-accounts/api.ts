import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportPage } from '../../../shared/account/data-export.js';
import type { AuditReason } from '../../../shared/audit/events.js';
import type { AdminAccount } from '../../../shared/security/schemas.js';
import { api } from '../../lib/api.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

export interface AccountFilters {
  q?: string;
  role?: string;
  status?: string;
}

export const useAccounts = (filters: AccountFilters) =>
  useKeysetPages<AdminAccount>(queryKeys.admin.accounts(filters), API.adminAccounts, {
    ...filters,
  });

export type AccountAction = 'disable' | 'enable' | 'end-sessions' | 'reset-second-factor';

const urlOf = (id: number, action: AccountAction) =>
  action === 'reset-second-factor'
    ? `/api/admin/users/${id}/second-factor/reset`
    : `${API.adminAccounts}/${id}/${action}`;

/** One of the admin's controls on an account; the list and the log show its effect. */
export const useAccountAction = () =>
  useChange(
    ({ account, action }: { account: AdminAccount; action: AccountAction }) =>
      api.post<unknown>(urlOf(account.id, action), {}),
    'accounts',
  );

const PREPARING_POLL_MS = 3000;
const exportsPath = (id: number) => `${API.adminAccounts}/${id}/data-exports`;
const exportsKey = (id: number) => [API.adminAccounts, 'data-exports', id] as const;

/** The first page is enough: exports of one account are asked for rarely and kept for days. */
export const useAccountExports = (id: number) =>
  useQuery({
    queryKey: exportsKey(id),
    queryFn: () => api.get<DataExportPage>(exportsPath(id)),
    // An export being prepared turns ready (or failed) within seconds; nothing else changes.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? PREPARING_POLL_MS : false,
  });

export const useRequestAccountExport = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: AuditReason) => api.post<DataExport>(exportsPath(id), { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportsKey(id) }),
  });
};

export const adminDownloadUrl = (exportId: string) =>
  `/api/admin/data-exports/${exportId}/download`;
