import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../shared/content/schemas.js';
import type { ScheduleData } from '../../../shared/insights/responses.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';

/** One thing on the calendar: a group (or one-to-one) lesson, or a live stream. */
export interface CalendarEntry {
  key: string;
  id: number;
  kind: 'scheduled' | 'live';
  title: string;
  subject: string;
  start: Date;
  duration: number;
  status: string;
  detail: string | null;
  /** A live stream's own record, which its edit dialog opens with. */
  live: LiveSession | null;
}

/** The entries from `from`, and where they stop short of `to` when the range held too many. */
export interface CalendarData {
  entries: CalendarEntry[];
  cutAt: Date | null;
}

const toEntries = ({ scheduled, live }: ScheduleData): CalendarEntry[] =>
  [
    ...scheduled.map((s) => ({
      key: `scheduled-${s.id}`,
      id: s.id,
      kind: 'scheduled' as const,
      title: s.title,
      subject: s.subject,
      start: new Date(s.scheduledFor),
      duration: s.duration,
      status: s.status,
      detail: s.academicYear,
      live: null,
    })),
    ...live.map((s) => ({
      key: `live-${s.id}`,
      id: s.id,
      kind: 'live' as const,
      title: s.title,
      subject: s.subject,
      start: new Date(s.scheduledFor),
      duration: s.duration,
      status: s.status,
      detail: 'Live stream',
      live: s,
    })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());

/** The tutor's sessions from `from` up to `to` (the server allows two months at most). */
export const useSchedule = (from: Date, to: Date) =>
  useQuery({
    queryKey: queryKeys.schedule(from.toISOString(), to.toISOString()),
    queryFn: async (): Promise<CalendarData> => {
      const data = await api.get<ScheduleData>(
        withQuery(API.schedule, { from: from.toISOString(), to: to.toISOString() }),
      );
      return { entries: toEntries(data), cutAt: data.more ? new Date(data.shownUntil) : null };
    },
    placeholderData: keepPreviousData,
  });
