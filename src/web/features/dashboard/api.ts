import { useQuery } from '@tanstack/react-query';
import type { RecordedLesson, ScheduledSession } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export interface DashboardData {
  stats: {
    recordedLessons: number;
    upcomingLiveSessions: number;
    activeStudents: number;
    resources: number;
  };
  /** The next five scheduled sessions, soonest first. */
  upcomingSessions: ScheduledSession[];
  /** The three newest recordings (spec 2 §2.3). */
  recentLessons: RecordedLesson[];
}

/** A tutor's own figures; an admin's cover every tutor. */
export const useDashboard = () =>
  useQuery({
    queryKey: queryKeys.dashboard(),
    queryFn: () => api.get<DashboardData>(API.dashboard),
  });
