import { useQuery } from '@tanstack/react-query';
import type {
  AllocationRun,
  AllocationRunDetail,
  StartAllocation,
  UnplacedChild,
} from '../../../shared/allocation/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useChange } from '../../lib/use-change.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

const RUNS = API.adminAllocationRuns;

/** How often a run's page asks again while the job is queued or running. */
export const POLL_MS = 1000;

const underWay = (run: AllocationRunDetail | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

export const useAllocationRuns = () =>
  useCursorPages<AllocationRun>(queryKeys.admin.allocationRuns.list(), RUNS, { pageSize: 10 });

/** One run, asked again every second until it is done or failed. */
export const useAllocationRun = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.allocationRuns.one(id),
    queryFn: () => api.get<AllocationRunDetail>(`${RUNS}/${id}`),
    refetchInterval: (query) => (underWay(query.state.data) ? POLL_MS : false),
  });

export const useUnplaced = (id: number, enabled: boolean) =>
  useCursorPages<UnplacedChild>(
    queryKeys.admin.allocationRuns.unplaced(id),
    `${RUNS}/${id}/unplaced`,
    {},
    { enabled },
  );

/** The academic years a run can open classes in, newest first (the first 20). */
export const useSchoolYears = () =>
  useQuery({
    queryKey: queryKeys.classes.schoolYearChoices(),
    queryFn: () =>
      api.get<{ items: { id: number; label: string }[] }>(`${API.adminSchoolYears}?pageSize=20`),
    select: (page) => page.items.map((year) => ({ value: String(year.id), label: year.label })),
  });

export const useStartAllocation = () =>
  useChange((input: StartAllocation) => api.post<AllocationRunDetail>(RUNS, input), 'allocation');
