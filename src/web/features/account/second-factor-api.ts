import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountEnableInput,
  AccountSetup,
  CurrentPasswordInput,
  RecoveryCodes,
  SecondFactorStatus,
} from '../../../shared/auth/mfa.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: queryKeys.secondFactor(),
    queryFn: () => api.get<SecondFactorStatus>(API.accountSecondFactor),
  });

/** After a change: the status is read again (codes left, on or off). */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() });
};

export const useStartSetup = () =>
  useMutation({
    mutationFn: () => api.post<AccountSetup>(`${API.accountSecondFactor}/setup`),
  });

export const useEnableSecondFactor = () =>
  useMutation({
    mutationFn: (input: AccountEnableInput) =>
      api.post<RecoveryCodes>(API.accountSecondFactor, input),
  });

export const useRenewRecoveryCodes = () =>
  useMutation({
    mutationFn: (input: CurrentPasswordInput) =>
      api.post<RecoveryCodes>(`${API.accountSecondFactor}/recovery-codes`, input),
  });

export const useDisableSecondFactor = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CurrentPasswordInput) =>
      api.post<SecondFactorStatus>(`${API.accountSecondFactor}/disable`, input),
    onSuccess: refresh,
  });
};

export { useRefresh as useRefreshSecondFactor };
