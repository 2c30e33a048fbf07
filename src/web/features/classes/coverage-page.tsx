import { CalendarRange } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { YearGroupCoverage } from '../../../shared/classes/coverage.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { Label } from '../../components/ui/label.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { NativeSelect } from '../../components/ui/native-select.js';
import { formatLongDate } from '../../../shared/dates/format.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { idFrom } from '../../lib/id-param.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useCoverage } from './api.js';

const hoursOf = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function YearGroupCard({ group, target }: { group: YearGroupCoverage; target: number }) {
  const headingId = `coverage-${group.yearGroup.replace(/\W+/g, '-').toLowerCase()}`;
  const meets = group.weeklyHours >= target;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {group.yearGroup}
        </h2>
        {meets ? (
          <Badge tone="green">{hoursOf(group.weeklyHours)} a week</Badge>
        ) : (
          <Badge tone="red">
            {hoursOf(group.weeklyHours)} a week, short of {target}
          </Badge>
        )}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{group.yearGroup}: hours a week per subject</caption>
        <thead className="text-left text-slate-700">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Subject
            </th>
            <th scope="col" className="py-1 font-medium">
              Classes
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Hours a week
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {group.subjects.map((s) => (
            <tr key={s.subject}>
              <th scope="row" className="py-1 text-left font-normal text-slate-900">
                {s.subject}
              </th>
              <td className="py-1 tabular-nums">{s.classes}</td>
              <td className="py-1 text-right tabular-nums">{s.weeklyHours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {group.shortWeeks.length === 0 ? (
        <p className="text-sm text-green-900">
          Every teaching week offers at least {target} hours.
        </p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-red-900">
            {group.shortWeeks.length} {group.shortWeeks.length === 1 ? 'week falls' : 'weeks fall'}{' '}
            short of {target} hours
          </summary>
          <ul className="mt-2 grid gap-1">
            {group.shortWeeks.map((week) => (
              <li key={week.weekOf}>
                Week of {formatLongDate(`${week.weekOf}T12:00:00`)}: {hoursOf(week.hours)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** Issue 28 §8: per year group, the live hours a week its classes offer a child (the offer is 15). */
export function CoveragePage() {
  useDocumentTitle('Coverage');
  const [params, setParams] = useSearchParams();
  const chosen = idFrom(params.get('year') ?? undefined) ?? null;
  const coverage = useCoverage(chosen);
  const data = coverage.data;

  return (
    <div className="mx-auto grid max-w-5xl min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Coverage"
        description="Per year group, the live hours a week a child gets taking one class of each subject: per subject the average of its classes, added up. The offer is 15 hours a week."
      />
      {data && data.schoolYears.length > 0 && (
        <div className="grid gap-1 sm:w-64">
          <Label htmlFor="coverage-year">Academic year</Label>
          <NativeSelect
            id="coverage-year"
            value={String(data.schoolYear?.id ?? '')}
            onChange={(event) => setParams({ year: event.target.value })}
            options={data.schoolYears.map((y) => ({ value: String(y.id), label: y.label }))}
          />
        </div>
      )}
      {coverage.isPending ? (
        <LoadingBlocks
          label="Loading coverage"
          className="grid gap-4"
          blocks={['h-40 w-full', 'h-40 w-full']}
        />
      ) : coverage.isError ? (
        <ListError error={coverage.error} onRetry={() => void coverage.refetch()} />
      ) : data!.yearGroups.length === 0 ? (
        <EmptyState icon={CalendarRange} title="No classes this year">
          {data!.schoolYear
            ? `No open classes belong to ${data!.schoolYear.label} yet.`
            : 'Add an academic year, then its classes.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {data!.schoolYear?.label}: {data!.teachingWeeks} teaching weeks.{' '}
            {data!.refreshedAt
              ? `Figures as of ${formatDate(data!.refreshedAt)} at ${formatTime(data!.refreshedAt)}; changes to classes are recounted as they are made.`
              : 'Figures counted just now.'}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {data!.yearGroups.map((group) => (
              <YearGroupCard key={group.yearGroup} group={group} target={data!.targetHours} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
