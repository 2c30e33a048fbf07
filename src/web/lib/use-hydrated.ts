import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards (and from the start
 * for pages that were not prerendered). For things only the browser knows, such as the date or
 * stored choices, so hydration always renders what the prerendered HTML holds.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
