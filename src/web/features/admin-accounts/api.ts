import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount } from '../../../shared/security/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

export interface AccountFilters {
  q?: string;
  role?: string;
  status?: string;
}

export const useAccounts = (filters: AccountFilters) =>
  useKeysetPages<AdminAccount>(queryKeys.admin.accounts(filters), (cursor) =>
    withQuery(API.adminAccounts, { ...filters, cursor }),
  );

export type AccountAction = 'disable' | 'enable' | 'end-sessions' | 'reset-second-factor';

const urlOf = (id: number, action: AccountAction) =>
  action === 'reset-second-factor'
    ? `/api/admin/users/${id}/second-factor/reset`
    : `${API.adminAccounts}/${id}/${action}`;

/** One of the admin's controls on an account; the list and the log show its effect. */
export const useAccountAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, action }: { account: AdminAccount; action: AccountAction }) =>
      api.post<unknown>(urlOf(account.id, action), {}),
    onSuccess: () => invalidate(queryClient, 'accounts'),
  });
};
