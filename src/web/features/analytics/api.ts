import { useQuery } from '@tanstack/react-query';
import type { AnalyticsData } from '../../../shared/insights/responses.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export type { AnalyticsData };

/** A tutor's own figures; an admin's cover every tutor. */
export const useAnalytics = () =>
  useQuery({
    queryKey: queryKeys.analytics(),
    queryFn: () => api.get<AnalyticsData>(API.analytics),
  });
