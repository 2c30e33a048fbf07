import type { Location } from 'react-router';

/** What a guard remembers when it sends a signed-out visitor to /auth. */
export interface AuthRedirectState {
  from: string;
}

export const authRedirectState = (location: Location): AuthRedirectState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

export const rememberedPath = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  // Only ever an in-app path: never let state send someone to another site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
};
