import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  ChatLine,
  ChatMessageInput,
  ChatPage,
  HandInput,
  RaisedHand,
} from '../../../shared/classroom/chat.js';
import { MAX_PAGE_SIZE } from '../../../shared/pagination.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';
import type { ClassroomStatus, ClassroomTicket, TutorControl } from './contract.js';

const classroomPath = (sessionId: number) => `${API.sessions}/${sessionId}/classroom`;

/** Whether the lesson's classroom is open to the reader, and who is in it (the server decides). */
export const useClassroomStatus = (sessionId: number, live: boolean) =>
  useQuery({
    queryKey: queryKeys.classroom.status(sessionId),
    queryFn: () => api.get<ClassroomStatus>(classroomPath(sessionId)),
    // While waiting to open, or in the room, the tutor sees arrivals and everyone sees the end.
    refetchInterval: live ? 4000 : 30_000,
  });

/** A single-use ticket for the room: asked afresh for every (re)connection. */
export const requestTicket = (sessionId: number) =>
  api.post<ClassroomTicket>(`${classroomPath(sessionId)}/tickets`);

export const useTutorControl = (sessionId: number) =>
  useChange(
    ({ control, participantId }: { control: TutorControl; participantId?: number }) =>
      api.post(`${classroomPath(sessionId)}/${control}`, participantId ? { participantId } : {}),
    'classroom',
  );

/**
 * The lesson's chat, polled while the person is in the room (an admin may read it only then,
 * decision 118): each poll asks only for the lines after the last one held, so a long lesson's
 * chat is read once.
 */
export function useChat(sessionId: number, inRoom: boolean) {
  const lines = useRef<ChatLine[]>([]);
  return useQuery({
    queryKey: queryKeys.classroom.chat(sessionId),
    queryFn: async (): Promise<{ lines: ChatLine[]; raisedHands: RaisedHand[] }> => {
      let page: ChatPage;
      do {
        const last = lines.current.at(-1);
        const query = new URLSearchParams({ pageSize: String(MAX_PAGE_SIZE) });
        if (last) query.set('cursor', String(last.id));
        page = await api.get<ChatPage>(`${classroomPath(sessionId)}/chat?${query}`);
        lines.current = [...lines.current, ...page.items];
      } while (page.nextCursor);
      return { lines: lines.current, raisedHands: page.raisedHands };
    },
    refetchInterval: 2500,
    enabled: inRoom,
  });
}

export const useSendChat = (sessionId: number) =>
  useChange(
    (input: ChatMessageInput) => api.post<ChatLine>(`${classroomPath(sessionId)}/chat`, input),
    'classroom',
  );

export const useHand = (sessionId: number) =>
  useChange(
    (input: HandInput) => api.post(`${classroomPath(sessionId)}/chat/hand`, input),
    'classroom',
  );
