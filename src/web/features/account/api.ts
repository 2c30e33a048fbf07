import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  CurrentUser,
  ProfileInput,
} from '../../../shared/auth/schemas.js';
import { api } from '../../lib/api.js';
import { queryKeys } from '../../lib/query-keys.js';

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
