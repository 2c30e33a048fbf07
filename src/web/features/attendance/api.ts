import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ChildAttendance,
  FamilyMarksPage,
  JoinAnswer,
  JoinOptions,
  JoinRequest,
  RegisterPage,
  RegisterSave,
} from '../../../shared/attendance/schemas.js';
import { api } from '../../lib/api.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';

const SESSIONS = API.scheduledSessions;

/** Who of the family may join the session, and when joining opens. */
export const useJoinOptions = (id: number) =>
  useQuery({
    queryKey: queryKeys.scheduledSessions.join(id),
    queryFn: () => api.get<JoinOptions>(`${SESSIONS}/${id}/join`),
  });

/** Records the join and answers the stream's link. */
export const useJoin = (id: number) =>
  useChange(
    (input: JoinRequest) => api.post<JoinAnswer>(`${SESSIONS}/${id}/join`, input),
    'attendance',
  );

/** A session's register, page after page as "Load more" asks; each page repeats the session. */
export const useRegister = (id: number) =>
  useInfiniteQuery({
    queryKey: queryKeys.scheduledSessions.register(id),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      api.get<RegisterPage>(withQuery(`${SESSIONS}/${id}/register`, { cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RegisterPage) => last.nextCursor,
  });

export const useSaveRegister = (id: number) =>
  useChange((input: RegisterSave) => api.put(`${SESSIONS}/${id}/register`, input), 'attendance');

/** One child's rates per subject and last sessions. */
export const useChildAttendance = (childId: number) =>
  useQuery({
    queryKey: queryKeys.attendance.child(childId),
    queryFn: () => api.get<ChildAttendance>(`${API.attendance}/children/${childId}`),
  });

type FamilyMarks = FamilyMarksPage['items'][number];

/**
 * The family's marks on the sessions of a range that have started, by session id: every page of
 * the range, as the schedule shows every session of it.
 */
export const useFamilyMarks = (from: Date, to: Date) => {
  const range = { from: from.toISOString(), to: to.toISOString() };
  const marks = useKeysetPages<FamilyMarks>(
    queryKeys.attendance.marks(range.from, range.to),
    `${API.attendance}/sessions`,
    range,
  );
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = marks;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return new Map((marks.data ?? []).map((item) => [item.id, item.marks]));
};
