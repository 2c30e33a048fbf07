import { useQuery } from '@tanstack/react-query';
import type { ScheduledSession } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

/** One session of the tutor's own (an admin's: any), or 404 for another tutor's. */
export const useTutorSession = (id: number) =>
  useQuery({
    queryKey: queryKeys.scheduledSessions.detail(id),
    queryFn: () => api.get<ScheduledSession>(`${API.scheduledSessions}/${id}`),
  });
