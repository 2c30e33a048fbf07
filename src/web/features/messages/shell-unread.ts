import type { Role } from '../../../shared/constants.js';
import { useUnreadTotal } from './api.js';
import { useMessagingLiveUpdates } from './live-updates.js';

/** Whether the role takes part in conversations (decision 056: parents and tutors only). */
export const messagesRole = (role: Role) => role === 'parent' || role === 'tutor';

/**
 * For the shell: the unread count its Messages link shows, kept live by the one stream the tab
 * holds while the shell is on screen.
 */
export function useShellUnread(role: Role): number {
  const takesPart = messagesRole(role);
  useMessagingLiveUpdates(takesPart);
  return useUnreadTotal(takesPart).data ?? 0;
}
