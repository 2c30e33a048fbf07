import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import type {
  WorkEmailInput,
  WorkEmailLink,
  WorkEmailRegisterInput,
} from '../../../shared/company-domains/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

/** Step one: the same answer whoever has an account (decision 128). */
export const useAskWorkEmailLink = () =>
  useMutation({
    mutationFn: (input: WorkEmailInput) =>
      api.post<{ message: string }>(API.workEmailRegistration, input),
  });

/** The emailed link's address and company, shown above the form; a refused link is not retried. */
export const useWorkEmailLink = (token: string) =>
  useQuery({
    queryKey: queryKeys.workEmailLink(token),
    queryFn: () => api.post<WorkEmailLink>(`${API.workEmailRegistration}/check`, { token }),
    enabled: token !== '',
    retry: false,
  });

export const useWorkEmailRegister = () =>
  useMutation({
    mutationFn: (input: WorkEmailRegisterInput) =>
      api.post<CurrentUser>(`${API.workEmailRegistration}/confirm`, input),
  });
