import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Wire, messageSchema } from '../../../shared/api/contract.js';
import type { SecondFactorStep } from '../../../shared/auth/mfa.js';
import type {
  CurrentUser,
  LoginInput,
  NewPasswordInput,
  RecoverUsernameInput,
  ResetPasswordInput,
} from '../../../shared/auth/schemas.js';
import { normaliseRole } from '../../../shared/policies/landing.js';
import { MSG, firstSignInWelcome, loginWelcome } from '../../../shared/messages.js';
import { ApiError, api, errorText } from '../../lib/api.js';
import { toast } from '../../components/ui/toast-store.js';
import { ROUTES } from '../../lib/paths.js';
import { hasSignedInHint } from '../../lib/signed-in-hint.js';
import { forgetSignInPassword, holdSignInPassword } from './sign-in-password.js';
import { API, queryKeys } from '../../lib/query-keys.js';

type MessageResponse = Wire<typeof messageSchema>;

/** Spec 1 §3: any role the web app does not know is treated as student. */
const normaliseUser = (user: CurrentUser): CurrentUser => ({
  ...user,
  role: normaliseRole(user.role),
});

const fetchCurrentUser = async (): Promise<CurrentUser | null> => {
  // No hint, no session: the answer is known without a request that would fail with a 401.
  if (!hasSignedInHint()) return null;
  try {
    return normaliseUser(await api.get<CurrentUser>(API.user));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/** The signed-in user, null when signed out (a 401 is an answer here, not an error). */
export const useCurrentUser = () =>
  useQuery({ queryKey: queryKeys.user(), queryFn: fetchCurrentUser });

/** Puts a new session in place: the user as given, nothing cached from whoever came before. */
export const replaceSession = (queryClient: QueryClient, user: CurrentUser | null) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== API.user });
  queryClient.setQueryData(queryKeys.user(), user && normaliseUser(user));
};

/** After the last sign-in step: the new user in place, and a welcome. */
export const useFinishSignIn = () => {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    replaceSession(queryClient, user);
    if (!user.mustChangePassword) forgetSignInPassword();
    const welcome = user.mustChangePassword ? firstSignInWelcome : loginWelcome;
    toast({ title: MSG.loginSuccessful, description: welcome(user.fullName) });
  };
};

/** The password step: the user, or the second step that remains before any session. */
export const useLogin = () => {
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<CurrentUser | SecondFactorStep>('/api/login', input),
    // A 401 here means wrong details, not an ended session.
    meta: { unauthorizedIsAnswer: true },
    onSuccess: (result, input) => {
      holdSignInPassword(input.password);
      if (!('secondFactor' in result)) finish(result);
    },
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/logout'),
    onSuccess: async () => {
      // Leave the guarded page first, or its guard would see no user and remember it for the
      // next sign-in, which may be someone else's. flushSync: the router renders in a transition,
      // which would let the cleared user below reach the old page's guard first.
      await navigate(ROUTES.home, { replace: true, flushSync: true });
      replaceSession(queryClient, null);
      forgetSignInPassword();
      toast({ title: MSG.loggedOut, description: MSG.loggedOutDescription });
    },
    onError: (error) => {
      toast({
        title: MSG.logoutFailed,
        description: errorText(error),
        variant: 'destructive',
      });
    },
  });
};

export const useRecoverUsername = () =>
  useMutation({
    mutationFn: (input: RecoverUsernameInput) =>
      api.post<MessageResponse>('/api/recover-username', input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<MessageResponse>('/api/reset-password', input),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (input: NewPasswordInput) =>
      api.post<MessageResponse>('/api/reset-password/confirm', input),
  });

/** For pages behind RequireUser, where a user is always present. */
export const useSignedInUser = (): CurrentUser => {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is only for pages behind RequireUser.');
  return data;
};
