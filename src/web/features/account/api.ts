import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  CurrentUser,
  ProfileInput,
} from '../../../shared/auth/schemas.js';
import type { ReminderSettings } from '../../../shared/reminders/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.patch<CurrentUser>('/api/account/profile', input),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user(), user),
  });
};

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<CurrentUser>('/api/account/password', input),
    onSuccess: (user) => queryClient.setQueryData(queryKeys.user(), user),
  });
};

/** Whether the user gets email reminders before sessions (on unless they turned them off). */
export const useReminderSettings = () =>
  useQuery({
    queryKey: queryKeys.reminderSettings(),
    queryFn: () => api.get<ReminderSettings>(API.accountReminders),
  });

export const useSetReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettings) => api.put<ReminderSettings>(API.accountReminders, input),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.reminderSettings(), settings),
  });
};
