import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorText } from '../api.js';
import { ROUTES } from '../paths.js';
import { replaceSession } from './current-user.js';
import { forgetSignInPassword } from './sign-in-password.js';

/** Signing out, from any signed-in frame's menu. */
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
