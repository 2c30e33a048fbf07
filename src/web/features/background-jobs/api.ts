import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob, QueueOverview, UndeliveredEmail } from '../../../shared/jobs/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

export const JOBS_PAGE_SIZE = 10;

/** Counted when asked, so a refresh shows the queues as they are now. */
export const useQueueOverview = () =>
  useQuery({
    queryKey: queryKeys.admin.jobs.overview(),
    queryFn: () => api.get<QueueOverview>(API.adminJobs),
    // A queue's name is its identity in a list.
    select: ({ queues }) => queues.map((queue) => ({ ...queue, id: queue.name })),
  });

export const useFailedJobs = () =>
  useCursorPages<FailedJob>(queryKeys.admin.jobs.failed(), `${API.adminJobs}/failed`, {
    pageSize: JOBS_PAGE_SIZE,
  });

export const useUndeliveredEmails = () =>
  useCursorPages<UndeliveredEmail>(
    queryKeys.admin.undeliveredEmails(),
    API.adminUndeliveredEmails,
    { pageSize: JOBS_PAGE_SIZE },
  );

const useRetry = <T>(url: (item: T) => string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => api.post<{ message: string }>(url(item), {}),
    onSuccess: () => invalidate(queryClient, 'backgroundJobs'),
  });
};

export const useRetryJob = () =>
  useRetry<FailedJob>((job) => `${API.adminJobs}/${job.queue}/${job.id}/retry`);

export const useRetryEmail = () =>
  useRetry<{ id: number }>((email) => `/api/admin/emails/${email.id}/retry`);
