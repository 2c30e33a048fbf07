import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wire, messageSchema } from '../../../shared/api/contract.js';
import type { SecondFactorStep } from '../../../shared/auth/mfa.js';
import type {
  CurrentUser,
  LoginInput,
  NewPasswordInput,
  RecoverUsernameInput,
  ResetPasswordInput,
} from '../../../shared/auth/schemas.js';
import { MSG, firstSignInWelcome, loginWelcome } from '../../../shared/messages.js';
import type { SsoStartInput } from '../../../shared/sso/schemas.js';
import { api } from '../../lib/api.js';
import { toast } from '../../components/ui/toast-store.js';
import { replaceSession } from '../../lib/session/current-user.js';
import { forgetSignInPassword, holdSignInPassword } from '../../lib/session/sign-in-password.js';

type MessageResponse = Wire<typeof messageSchema>;

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

/** "Sign in with your company": where the work email's company provider wants the browser. */
export const useStartCompanySignIn = () =>
  useMutation({
    mutationFn: (input: SsoStartInput) =>
      api.post<{ redirectUrl: string }>('/api/sso/start', input),
  });
