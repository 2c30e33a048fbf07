import { useQuery } from '@tanstack/react-query';
import type { Wire } from '../../../shared/api/contract.js';
import type {
  ConcernActionInput,
  concernCaseSchema,
  concernSummarySchema,
  ConcernStatusChange,
  flagTermRowSchema,
  ownConcernSchema,
  RaiseConcern,
  raisedConcernSchema,
} from '../../../shared/concerns/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useKeysetPages } from '../../lib/use-keyset-pages.js';
import { useChange } from '../../lib/use-change.js';

export type ConcernCaseView = Wire<typeof concernCaseSchema>;
export type ConcernRow = Wire<typeof concernSummarySchema>;
type Raised = Wire<typeof raisedConcernSchema>;
export type OwnConcernRow = Wire<typeof ownConcernSchema>;
export type FlagTermView = Wire<typeof flagTermRowSchema>;

export const useRaiseConcern = () =>
  useChange((body: RaiseConcern) => api.post<Raised>(API.concerns, body), 'concerns');

/** The leads' queue: cases not closed, or those of one status. */
export const useConcernQueue = (status: string) =>
  useKeysetPages<ConcernRow>(
    queryKeys.concerns.queue(status),
    API.concerns,
    status ? { status } : {},
  );

/** The menu's count of cases not closed; asked only for leads. */
export const useOpenConcerns = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.concerns.count(),
    queryFn: () => api.get<{ open: number }>(`${API.concerns}/count`),
    enabled,
    select: (data) => data.open,
  });

export const useConcernCase = (id: number) =>
  useQuery({
    queryKey: queryKeys.concerns.detail(id),
    queryFn: () => api.get<ConcernCaseView>(`${API.concerns}/${id}`),
  });

const casePost =
  <V>(path: string) =>
  (id: number) =>
  (body: V) =>
    api.post<ConcernCaseView>(`${API.concerns}/${id}/${path}`, body);
const postNote = casePost<{ body: string }>('notes');
const postAction = casePost<ConcernActionInput>('actions');
const postStatus = casePost<ConcernStatusChange>('status');

export const useAddNote = (id: number) => useChange(postNote(id), 'concerns');
export const useAddAction = (id: number) => useChange(postAction(id), 'concerns');
/*
 * Closing a case takes its forms off the page once the case refreshes, and react-query drops a
 * `mutate` call's callbacks when their component has gone, so `done` runs as soon as the server
 * has answered, before the refresh (as class-roster's moves do).
 */
export const useChangeStatus = (id: number, done: () => void) =>
  useChange(async (body: ConcernStatusChange) => {
    const found = await postStatus(id)(body);
    done();
    return found;
  }, 'concerns');

/** The concerns the signed-in person raised, newest first, with where each stands. */
export const useMyConcerns = () =>
  useKeysetPages<OwnConcernRow>(queryKeys.concerns.mine(), `${API.concerns}/mine`);

/** Issue 31 §4: the automatic flags' list, as leads tune it. */
export const useFlagTerms = () =>
  useKeysetPages<FlagTermView>(queryKeys.concerns.flags(), API.concernFlags);

export const useAddFlagTerm = () =>
  useChange(
    (body: { phrase: string }) => api.post<FlagTermView>(API.concernFlags, body),
    'concernFlags',
  );
export const useSetFlagTerm = () =>
  useChange(
    ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.patch<FlagTermView>(`${API.concernFlags}/${id}`, { enabled }),
    'concernFlags',
  );
export const useRemoveFlagTerm = () =>
  useChange((id: number) => api.delete<void>(`${API.concernFlags}/${id}`), 'concernFlags');
