import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Wire } from '../../../shared/api/contract.js';
import type {
  adminConversationSchema,
  adminMessagePageSchema,
  adminMessageSchema,
  messageReportSchema,
} from '../../../shared/messaging/schemas.js';
import type { ChatPage, LessonChat } from '../../../shared/classroom/chat.js';
import { api } from '../../lib/api.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

export type AdminConversation = Wire<typeof adminConversationSchema>;
export type AdminMessage = Wire<typeof adminMessageSchema>;
export type MessageReport = Wire<typeof messageReportSchema>;
type AdminMessagePage = Wire<typeof adminMessagePageSchema>;

const conversationUrl = (id: number) => `${API.adminConversations}/${id}`;

/** Every conversation, newest first, or those whose people, child or words match. */
export const useAdminConversations = (search: string) =>
  useKeysetPages<AdminConversation>(queryKeys.admin.conversations(search), API.adminConversations, {
    q: search,
  });

/** Who a conversation is between, shown before it is opened; reading that is not recorded. */
export const useAdminConversation = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.conversation(id),
    queryFn: () => api.get<AdminConversation>(conversationUrl(id)),
  });

/** Opens a conversation for reading: the server writes who, when and why to the audit trail. */
export const useOpenConversation = (id: number) =>
  useMutation({
    mutationFn: (reason: string) =>
      api.post<AdminConversation>(`${conversationUrl(id)}/open`, { reason }),
  });

/** The messages of an opened conversation, withdrawn ones with their text; oldest first. */
export const useAdminThread = (id: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.conversationThread(id),
    queryFn: ({ pageParam }) =>
      api.get<AdminMessagePage>(
        withQuery(`${conversationUrl(id)}/messages`, { cursor: pageParam }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items).reverse(),
    enabled,
  });

const lessonChatUrl = (id: number) => `${API.adminLessonChats}/${id}`;

/** Lessons whose classroom has a chat (issue 29 §2), latest lesson first; no chat text. */
export const useLessonChats = () =>
  useKeysetPages<LessonChat>(queryKeys.admin.lessonChats(), API.adminLessonChats);

/** Which lesson a chat belongs to, shown before it is opened; reading that is not recorded. */
export const useLessonChat = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.lessonChat(id),
    queryFn: () => api.get<LessonChat>(lessonChatUrl(id)),
  });

/** Opens a lesson's chat for reading: the server writes who, when and why to the audit trail. */
export const useOpenLessonChat = (id: number) =>
  useMutation({
    mutationFn: (reason: string) => api.post<LessonChat>(`${lessonChatUrl(id)}/open`, { reason }),
  });

/** The lines of an opened lesson's chat, oldest first. */
export const useLessonChatLines = (id: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.lessonChatLines(id),
    queryFn: ({ pageParam }) =>
      api.get<ChatPage>(withQuery(`${lessonChatUrl(id)}/lines`, { cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled,
  });

/** Suspends a conversation (nobody can write) or lifts the suspension. */
export const useSuspension = () =>
  useChange(
    ({ id, suspend }: { id: number; suspend: boolean }) =>
      api.post<AdminConversation>(`${conversationUrl(id)}/${suspend ? 'suspend' : 'lift'}`),
    'adminMessages',
  );

/** Open reports, oldest first, each with the message and the messages around it. */
export const useMessageReports = () =>
  useKeysetPages<MessageReport>(queryKeys.admin.messageReports(), API.adminMessageReports);

export const useResolveReport = () =>
  useChange(
    (id: number) =>
      api.post<{ id: number; resolvedAt: string }>(`${API.adminMessageReports}/${id}/resolve`),
    'adminMessages',
  );
