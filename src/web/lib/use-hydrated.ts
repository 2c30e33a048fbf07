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

/**
 * For a control on a prerendered page. Until the page's code has loaded, a click would do
 * nothing and typing would be wiped as the form takes over, so the control says it is not ready
 * yet, without changing its look for the moment that lasts.
 */
export const useNotReadyYet = () => (useHydrated() ? {} : ({ 'aria-disabled': true } as const));
