import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../shared/account/notifications.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

/** Absence alerts, the weekly digest and new-message emails (each on until turned off). */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: queryKeys.notificationSettings(),
    queryFn: () => api.get<NotificationSettings>(API.accountNotifications),
  });

export const useSetNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      api.put<NotificationSettings>(API.accountNotifications, input),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notificationSettings(), settings),
  });
};
