import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  EnrolledSignIn,
  Enrolment,
  RecoveryCodeInput,
  TotpCodeInput,
} from '../../../shared/auth/mfa.js';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

// A 401 on these steps is a wrong code or a timed-out sign-in, not an ended session.
const meta = { unauthorizedIsAnswer: true };

export const useVerifyCode = () =>
  useMutation({
    mutationFn: (input: TotpCodeInput) => api.post<CurrentUser>('/api/login/second-factor', input),
    meta,
  });

export const useVerifyRecoveryCode = () =>
  useMutation({
    mutationFn: (input: RecoveryCodeInput) =>
      api.post<CurrentUser>('/api/login/recovery-code', input),
    meta,
  });

/** The secret offered to an account that must enrol before reaching its area. */
export const useSignInEnrolment = () =>
  useQuery({
    queryKey: queryKeys.signInEnrolment(),
    queryFn: () => api.get<Enrolment>(API.signInEnrolment),
    // Each sign-in offers a new secret: kept while the step shows, forgotten once it goes.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta,
  });

export const useEnrolAtSignIn = () =>
  useMutation({
    mutationFn: (input: TotpCodeInput) =>
      api.post<EnrolledSignIn>('/api/login/second-factor/enrolment', input),
    meta,
  });
