import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export interface AnalyticsData {
  /** The last 30 days, oldest first, days without views included as 0. */
  viewsByDay: { date: string; views: number }[];
  sessionsBySubject: { subject: string; sessions: number }[];
  upcomingByTutor: { tutorId: number; tutorName: string; sessions: number }[];
}

/** A tutor's own figures; an admin's cover every tutor. */
export const useAnalytics = () =>
  useQuery({
    queryKey: queryKeys.analytics(),
    queryFn: () => api.get<AnalyticsData>(API.analytics),
  });
