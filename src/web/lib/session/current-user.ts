import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { normaliseRole } from '../../../shared/policies/landing.js';
import { ApiError, api } from '../api.js';
import { hasSignedInHint } from '../signed-in-hint.js';
import { API, queryKeys } from '../query-keys.js';

/* The session every signed-in screen reads: here rather than in the auth feature, since nearly
   every feature needs it and the sign-in pages are only one of them. */

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

/** For pages behind RequireUser, where a user is always present. */
export const useSignedInUser = (): CurrentUser => {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is only for pages behind RequireUser.');
  return data;
};
