import { CalendarPlus, CalendarRange } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { schoolYearLabel, schoolYearStartOf } from '../../../shared/school-years/calendar.js';
import { ukDayOf } from '../../../shared/dates/uk-instant.js';
import type { SchoolYear } from '../../../shared/school-years/schemas.js';
import { CardList } from '../../components/card-list.js';
import { PageHeader } from '../../components/page-header.js';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorText } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAddSchoolYear, useSchoolYears } from './api.js';
import { dayRange } from './days.js';
import { YearEditor } from './year-editor.js';

/** The academic years: each one's terms, half-terms, bank holidays and roll-over (issue 28 §1). */
export function AcademicYearsPage() {
  useDocumentTitle('Academic years');
  const years = useSchoolYears();
  const add = useAddSchoolYear();
  const [params, setParams] = useSearchParams();
  const items = years.data?.items ?? [];
  const chosen = Number(params.get('year')) || items[0]?.id || null;
  const choose = (id: number) => setParams({ year: String(id) }, { replace: true });
  const nextStart = items.length
    ? Math.max(...items.map((y) => y.startYear)) + 1
    : schoolYearStartOf(ukDayOf(new Date()));
  const addNext = () =>
    add.mutate(nextStart, {
      onSuccess: (year) => {
        toast({ title: 'Academic year added', description: year.label });
        choose(year.id);
      },
      onError: (error) =>
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <PageHeader
        title="Academic years"
        description="Each year's terms, half-terms and bank holidays decide when classes meet. The offer is 39 teaching weeks a year."
        actions={
          years.isSuccess && (
            <Button onClick={addNext} disabled={add.isPending}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add {schoolYearLabel(nextStart)}
            </Button>
          )
        }
      />
      <CardList
        query={years}
        noun="academic years"
        one="academic year"
        layout="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        placeholders={3}
        empty={{
          icon: CalendarRange,
          title: 'No academic years yet',
          text: "Add the first one: its terms start from England's usual pattern.",
        }}
        renderItem={(year) => (
          <YearChoice year={year} chosen={year.id === chosen} onChoose={() => choose(year.id)} />
        )}
      />
      {chosen !== null && <YearEditor key={chosen} id={chosen} />}
    </div>
  );
}

function YearChoice({
  year,
  chosen,
  onChoose,
}: {
  year: SchoolYear;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-current={chosen ? 'true' : undefined}
      className={cn(
        'grid gap-1 rounded-xl border bg-white p-4 text-left hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-700',
        chosen ? 'border-indigo-700 ring-1 ring-indigo-700' : 'border-slate-200',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900">{year.label}</span>
        {year.rollOver.rolledOverAt ? (
          <Badge tone="grey">Rolled over</Badge>
        ) : year.ended ? (
          <Badge tone="yellow">Ended</Badge>
        ) : null}
      </span>
      <span className="text-sm text-slate-700">{dayRange(year.startsOn, year.endsOn)}</span>
    </button>
  );
}
