import { useQuery } from '@tanstack/react-query';
import type { LeadAdmin, LeadList } from '../../../shared/leads/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';

/** The active admins and which are leads; at most LEAD_LIST_LIMIT, so one answer holds them. */
export const useLeads = () =>
  useQuery({
    queryKey: queryKeys.admin.safeguardingLeads(),
    queryFn: () => api.get<LeadList>(API.adminSafeguardingLeads),
  });

/** Names an admin a lead or removes the permission; the signed-in user's flag is read again. */
export const useSetLead = () =>
  useChange(
    ({ id, safeguardingLead }: { id: number; safeguardingLead: boolean }) =>
      api.put<LeadAdmin>(`${API.adminSafeguardingLeads}/${id}`, { safeguardingLead }),
    'safeguardingLeads',
  );
