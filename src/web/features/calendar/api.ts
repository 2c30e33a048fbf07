import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/family/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

const PATH = API.calendar;

/** The private feed URL; asked for only when someone opens the subscription dialog. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.calendarFeed(),
    queryFn: () => api.get<CalendarFeed>(PATH),
    enabled,
  });

/** A new secret: the old URL stops working at once (docs/decisions/010). */
export const useResetCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>(`${PATH}/reset`),
    onSuccess: (feed) => queryClient.setQueryData(queryKeys.calendarFeed(), feed),
  });
};

/** The same feed as webcal://, which calendar apps open as a subscription. */
export const webcalUrl = (feedUrl: string) => feedUrl.replace(/^https?:/, 'webcal:');
