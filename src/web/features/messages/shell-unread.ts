import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../shared/constants.js';
import { canWriteMessages } from '../../../shared/policies/messaging.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useMessagingLiveUpdates } from './live-updates.js';

/** The unread total, apart from the pages' api.ts so that every page's shell stays small. */
const useUnreadTotal = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.messages.unread(),
    queryFn: () => api.get<{ total: number }>(API.unreadMessages),
    enabled,
    select: (data) => data.total,
  });

/**
 * For the shell: the unread count its Messages link shows, kept live by the one stream the tab
 * holds while the shell is on screen.
 */
export function useShellUnread(role: Role): number {
  const takesPart = canWriteMessages({ role });
  useMessagingLiveUpdates(takesPart);
  return useUnreadTotal(takesPart).data ?? 0;
}
