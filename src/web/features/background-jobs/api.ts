import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FailedJob,
  FailedJobPage,
  QueueOverview,
  UndeliveredEmailPage,
} from '../../../shared/jobs/schemas.js';
import { api } from '../../lib/api.js';
import { invalidate } from '../../lib/invalidate.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export const JOBS_PAGE_SIZE = 10;

/** Counted when asked, so a refresh shows the queues as they are now. */
export const useQueueOverview = () =>
  useQuery({
    queryKey: queryKeys.admin.jobs.overview(),
    queryFn: () => api.get<QueueOverview>(API.adminJobs),
    // A queue's name is its identity in a list.
    select: ({ queues }) => queues.map((queue) => ({ ...queue, id: queue.name })),
  });

export const useFailedJobs = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.jobs.failed(page),
    queryFn: () =>
      api.get<FailedJobPage>(`${API.adminJobs}/failed?page=${page}&pageSize=${JOBS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const useUndeliveredEmails = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.undeliveredEmails(page),
    queryFn: () =>
      api.get<UndeliveredEmailPage>(
        `${API.adminUndeliveredEmails}?page=${page}&pageSize=${JOBS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

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
