import { OFFER_TEACHING_WEEKS } from '../../../shared/classes/rules.js';
import type { SchoolYearDetail } from '../../../shared/school-years/schemas.js';
import { TitledSection } from '../../components/titled-section.js';
import { ListError } from '../../components/ui/list-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { useSchoolYear } from './api.js';
import { dayRange, fullDay } from './days.js';
import { RollOverSection } from './roll-over-section.js';
import { YearForm } from './year-form.js';

/** One year: what it leaves to teach, its dates to edit, its bank holidays and its roll-over. */
export function YearEditor({ id }: { id: number }) {
  const year = useSchoolYear(id);
  if (year.isPending) return <Skeleton className="h-96 w-full" />;
  if (year.isError) return <ListError error={year.error} onRetry={() => void year.refetch()} />;
  const data = year.data;
  return (
    <div className="grid gap-8">
      <TitledSection
        id="year-dates"
        title={`${data.label} terms`}
        description={dayRange(data.startsOn, data.endsOn)}
      >
        <TeachingWeeks year={data} />
        <YearForm key={data.id} year={data} />
      </TitledSection>
      <TitledSection
        id="year-bank-holidays"
        title="Bank holidays"
        description="No class meets on these days; those in term time cost a lesson that week."
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.bankHolidays.map((holiday) => (
            <li
              key={holiday.date}
              className="flex flex-col rounded-lg border border-slate-200 bg-white px-4 py-2"
            >
              <span className="font-medium text-slate-900">{holiday.name}</span>
              <span className="text-sm text-slate-700">{fullDay(holiday.date)}</span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <RollOverSection year={data} />
    </div>
  );
}

/** The year's teaching weeks against the offer's 39, saying by how much it differs. */
function TeachingWeeks({ year }: { year: SchoolYearDetail }) {
  const difference = year.teachingWeeks - OFFER_TEACHING_WEEKS;
  const weeks = (n: number) => `${n} week${n === 1 ? '' : 's'}`;
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-baseline sm:gap-4"
    >
      <p className="text-lg font-semibold text-slate-900">
        {year.teachingWeeks} teaching weeks
        <span className="font-normal text-slate-700"> · {year.teachingDays} teaching days</span>
      </p>
      {difference !== 0 && (
        <p className="text-sm text-slate-800">
          The offer promises {OFFER_TEACHING_WEEKS}: this year has{' '}
          {difference > 0 ? `${weeks(difference)} more` : `${weeks(-difference)} fewer`}.
        </p>
      )}
    </div>
  );
}
