import type { RouteObject } from 'react-router';
import { ROUTES } from '../lib/paths.js';
import { page } from './lazy-page.js';

const messagesPage = async () =>
  (await import('../features/messages/messages-page.js')).MessagesPage;

/** Issue 16: a parent's or tutor's conversations, in the frame they already know. */
export const messagesRoutes: RouteObject[] = [
  page(ROUTES.messages, messagesPage),
  page(ROUTES.conversation.pattern, messagesPage),
];

/** Issue 31 §3: the leads' queue of concerns and one case. */
export const concernRoutes: RouteObject[] = [
  page(
    ROUTES.adminConcerns,
    async () => (await import('../features/concerns/queue-page.js')).ConcernQueuePage,
  ),
  page(
    ROUTES.adminConcern.pattern,
    async () => (await import('../features/concerns/case-page.js')).ConcernCasePage,
  ),
  page(
    ROUTES.adminConcernFlags,
    async () => (await import('../features/concerns/flags-page.js')).ConcernFlagsPage,
  ),
];

/** Issue 31 §3: the concerns a tutor, parent or admin raised, in the frame they know. */
export const myConcernsRoutes: RouteObject[] = [
  page(
    ROUTES.myConcerns,
    async () => (await import('../features/concerns/my-concerns-page.js')).MyConcernsPage,
  ),
];

/** Issue 16: the safeguarding team's search, reading and reports queue. */
export const adminMessagesRoutes: RouteObject[] = [
  page(
    ROUTES.adminMessages,
    async () =>
      (await import('../features/admin-messages/admin-messages-page.js')).AdminMessagesPage,
  ),
  page(
    ROUTES.adminConversation.pattern,
    async () =>
      (await import('../features/admin-messages/admin-conversation-page.js')).AdminConversationPage,
  ),
  page(
    ROUTES.adminLessonChat.pattern,
    async () =>
      (await import('../features/admin-messages/admin-lesson-chat-page.js')).AdminLessonChatPage,
  ),
];
