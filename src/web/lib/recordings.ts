import { useQuery } from '@tanstack/react-query';
import type { RecordingState } from '../../shared/recordings/schemas.js';
import { api } from './api.js';
import { API, queryKeys } from './query-keys.js';

/** While a recording is processing, how often its page asks whether it is ready. */
const PROCESSING_POLL_MS = 15_000;

/**
 * A recorded lesson's classroom recording (issue 29 §4–5): processing, ready or failed. A lesson
 * with a video link has none, so it is not asked for (`lessonId` null); a 404 means the lesson
 * was added by hand, or is not this reader's to watch.
 */
export const useRecording = (lessonId: number | null) =>
  useQuery({
    queryKey: queryKeys.recording(lessonId ?? 0),
    queryFn: () => api.get<RecordingState>(`${API.recordings}/${lessonId}`),
    enabled: lessonId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });

/**
 * Whole minutes until `readyBy`, at least one: "ready in about N minutes". The server sets
 * `readyBy` when the conversion starts, from the lesson's length and the measured processing rate
 * (src/server/features/recordings/publish.ts).
 */
export const minutesUntil = (readyBy: string, now: number) =>
  Math.max(1, Math.ceil((new Date(readyBy).getTime() - now) / 60_000));
