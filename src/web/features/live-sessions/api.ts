import type { z } from 'zod';
import type { LiveSession, liveSessionSchema } from '../../../shared/content/schemas.js';
import { api } from '../../lib/api.js';
import { useChange, useSave } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const PATH = API.liveSessions;

export type LiveTab = 'upcoming' | 'past';
/** The tutor pages' name for a live session, which carries its tutor's name. */
export type LiveSessionView = LiveSession;

export interface LiveFilters {
  tab: LiveTab;
  search?: string;
  subject?: string;
  /** `me`: the caller's own sessions only. */
  owner?: string;
}

/** Spec 2 §4: upcoming is scheduled or live, soonest first; past is completed or cancelled, newest first. */
export const useLiveSessions = (filters: LiveFilters) =>
  useCursorPages<LiveSessionView>(queryKeys.liveSessions.list(filters), PATH, { ...filters });

export type LiveSessionValues = z.output<typeof liveSessionSchema>;

export const useSaveLiveSession = () =>
  useSave<LiveSessionView, LiveSessionValues>(PATH, 'liveSessions');

export const useDeleteLiveSession = () =>
  useChange((id: number) => api.delete(`${PATH}/${id}`), 'liveSessions');
