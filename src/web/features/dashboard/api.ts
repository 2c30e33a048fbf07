import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '../../../shared/insights/responses.js';
import type { OwnVetting } from '../../../shared/vetting/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export type { DashboardData };

/** A tutor's own figures; an admin's cover every tutor. */
export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.dashboard(),
    queryFn: () => api.get<DashboardData>(API.dashboard),
  });

/** The signed-in tutor's own vetting record (issue 31 §1); admins have none. */
export const useOwnVetting = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ownVetting(),
    queryFn: () => api.get<OwnVetting>(API.accountVetting),
    enabled,
  });
