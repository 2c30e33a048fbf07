import type { Db } from '../../db/client.js';
import { defineQueue } from '../../jobs/queue.js';
import { defineTask } from '../../jobs/task.js';
import type { Services } from '../../services.js';
import { MAX_REPORT_MONTHS } from '../../../shared/employer-report/schemas.js';
import { refreshUsageMonth, storedUsage, uncountedMonths } from './aggregates.js';
import { monthsBetween, ukMonthOf } from './months.js';
import { DAY_MS } from '../../../shared/dates/durations.js';

/** After each UK day: 00:30, once the day's joins, marks and views are in (decision 070). */
export const USAGE_REFRESH_CRON = '30 0 * * *';
const SCHEDULE_KEY = 'employer-usage';
/**
 * Days back whose months the nightly recount covers: a tutor may change a register until 7 days
 * after the session, so a session of 8 days ago can still change.
 */
const CHANGEABLE_DAYS = 9;
/** A report that includes the current month asks for its recount at most this often per company. */
const CURRENT_MONTH_SECONDS = 300;

/** A month to recount, for some companies or all; none: the months the nightly run covers. */
export interface UsageRefreshJob {
  month?: string;
  companyIds?: number[];
}

/** Stately: per month (and companies), one recount running and one waiting at most. */
export const usageRefreshQueue = defineQueue<UsageRefreshJob>('employer-usage-refresh', {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 1800,
});

/** The months a night's recount covers: every month of the last CHANGEABLE_DAYS days. */
export const monthsToRecount = (now: Date) =>
  monthsBetween(ukMonthOf(new Date(now.getTime() - CHANGEABLE_DAYS * DAY_MS)), ukMonthOf(now));

/** The MAX_REPORT_MONTHS months up to `now`'s: as far back as a report reaches. */
function reachableMonths(now: Date) {
  const current = ukMonthOf(now);
  const [year, month] = current.split('-').map(Number) as [number, number];
  const first = year * 12 + month - MAX_REPORT_MONTHS;
  return monthsBetween(
    `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}`,
    current,
  );
}

/**
 * A job naming a month recounts it. The nightly one recounts the months that can still change,
 * then counts every reachable month that a company has never had counted (a new deployment, a new
 * company), so that reports read from the kept counts from then on.
 */
export async function runUsageRefresh({ db, jobs }: Services, job: UsageRefreshJob) {
  if (job.month) return refreshUsageMonth(db, job.month, job.companyIds);
  const now = jobs.now();
  for (const month of monthsToRecount(now)) await refreshUsageMonth(db, month);
  for (const [month, ids] of await uncountedMonths(db, reachableMonths(now)))
    await refreshUsageMonth(db, month, ids);
}

/** Recounts each night in UK time, and once when a process starts its workers, as a first count. */
export const usageRefreshTask = defineTask({
  queue: usageRefreshQueue,
  schedules: [
    { key: SCHEDULE_KEY, cron: USAGE_REFRESH_CRON, data: {}, options: { missed: 'once' as const } },
  ],
  sendAtStart: {},
  handler: (services) => (job) => runUsageRefresh(services, job.data),
});

/**
 * A register saved for a session whose month the nightly recount no longer covers (an admin's
 * late correction) queues that month's recount, in the transaction that saves it.
 */
export async function recountSettledMonth(tx: Db, { jobs }: Services, sessionStart: Date) {
  const month = ukMonthOf(sessionStart);
  if (monthsToRecount(jobs.now()).includes(month)) return;
  await jobs.send(usageRefreshQueue, { month }, { singletonKey: month, tx });
}

/**
 * The companies' counts for a report: the kept ones, with months never counted read from the
 * source rows. The current month changes all day, so a report that shows it also asks for a
 * recount of it, at most every CURRENT_MONTH_SECONDS per company.
 */
export async function usageForReport(
  { db, jobs }: Services,
  companyIds: number[],
  from: string,
  to: string,
) {
  const counts = await storedUsage(db, companyIds, from, to);
  const current = ukMonthOf(jobs.now());
  if (companyIds.length > 0 && from <= current && current <= to) {
    await jobs.send(
      usageRefreshQueue,
      { month: current, companyIds },
      {
        singletonKey: `${current}:${companyIds.join(',')}`,
        singletonSeconds: CURRENT_MONTH_SECONDS,
      },
    );
  }
  return counts;
}
