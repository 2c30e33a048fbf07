import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wire } from '../../../shared/api/contract.js';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import type {
  contactListSchema,
  conversationSchema,
  conversationSummarySchema,
  messagePageSchema,
  messageSchema,
  SendMessage,
  StartConversation,
} from '../../../shared/messaging/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

export type ConversationRow = Wire<typeof conversationSummarySchema>;
export type ConversationView = Wire<typeof conversationSchema>;
export type MessageRow = Wire<typeof messageSchema>;
type ContactList = Wire<typeof contactListSchema>;
export type ContactRow = ContactList['items'][number];
type MessagePage = Wire<typeof messagePageSchema>;

const conversationUrl = (id: number) => `${API.conversations}/${id}`;

/** Unread first, then the latest; each with the other person, the child and the last message. */
export const useConversations = () =>
  useCursorPages<ConversationRow>(queryKeys.messages.conversations(), API.conversations);

export const useConversation = (id: number) =>
  useQuery({
    queryKey: queryKeys.messages.conversation(id),
    queryFn: () => api.get<ConversationView>(conversationUrl(id)),
  });

/** Pages newest first, as the server sends them; the screen shows them oldest first. */
export const useThread = (id: number) =>
  useInfiniteQuery({
    queryKey: queryKeys.messages.thread(id),
    queryFn: ({ pageParam }) =>
      api.get<MessagePage>(withQuery(`${conversationUrl(id)}/messages`, { cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      messages: data.pages.flatMap((page) => page.items).reverse(),
      suspended: data.pages[0]?.suspended ?? false,
      safeguardingNotice: data.pages[0]?.safeguardingNotice ?? MESSAGING_MSG.safeguardingNotice,
    }),
  });

export const useContacts = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.messages.contacts(search),
    queryFn: () => api.get<ContactList>(withQuery(API.messageContacts, { q: search })),
    enabled,
  });

/** Every change in messaging refreshes the lists, the open conversation and the unread count. */
const useMessagingChange = <T, V>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient, 'messages') });
};

export const useStartConversation = () =>
  useMessagingChange((input: StartConversation) =>
    api.post<ConversationView>(API.conversations, input),
  );

export const useSendMessage = (conversationId: number) =>
  useMessagingChange((input: SendMessage) =>
    api.post<MessageRow>(`${conversationUrl(conversationId)}/messages`, input),
  );

export const useWithdrawMessage = () =>
  useMessagingChange((messageId: number) =>
    api.post<MessageRow>(`/api/messages/${messageId}/withdraw`),
  );

export const useReportMessage = () =>
  useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      api.post<{ message: string }>(`/api/messages/${messageId}/report`, {
        reason: reason.trim() || undefined,
      }),
  });

/** Tells the server what the person has seen; the answer is their new unread total. */
export const useMarkRead = (conversationId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastReadMessageId: number) =>
      api.post<{ total: number }>(`${conversationUrl(conversationId)}/read`, {
        lastReadMessageId,
      }),
    onSuccess: ({ total }) => {
      queryClient.setQueryData(queryKeys.messages.unread(), { total });
      return queryClient.invalidateQueries({ queryKey: queryKeys.messages.conversations() });
    },
  });
};
