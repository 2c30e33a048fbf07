import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LessonReport,
  ReportPage,
  reportSaveSchema,
} from '../../../shared/lesson-reports/schemas.js';
import { api } from '../../lib/api.js';
import { useChange } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { withQuery } from '../../lib/query-string.js';

export type ReportValues = z.output<typeof reportSaveSchema>;

const reportPath = (sessionId: number) => `${API.scheduledSessions}/${sessionId}/report`;

/**
 * A session's report and its comments a page at a time: the first page carries the report and
 * whether the caller may write it.
 */
export const useLessonReport = (sessionId: number) =>
  useInfiniteQuery({
    queryKey: queryKeys.scheduledSessions.report(sessionId),
    queryFn: ({ pageParam }) =>
      api.get<ReportPage>(withQuery(reportPath(sessionId), { cursor: pageParam ?? undefined })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      report: data.pages[0]?.report ?? null,
      writable: data.pages[0]?.writable ?? false,
      items: data.pages.flatMap((page) => page.items),
    }),
  });

export const useSaveLessonReport = (sessionId: number) =>
  useChange(
    (values: ReportValues) => api.put<LessonReport>(reportPath(sessionId), values),
    'lessonReports',
  );
