import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the tab is in front, so messages arriving in a background tab stay unread. */
export const usePageVisible = () =>
  useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
