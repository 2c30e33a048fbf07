import { parseISO } from 'date-fns';
import { dayParts, formatDate, formatTime } from '../../../shared/dates/format.js';
import { PageHeader } from '../../components/page-header.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useAnalytics, type AnalyticsData } from './api.js';
import { BarChart } from './bar-chart.js';
import { ChartCard } from './chart-card.js';
import { ColumnChart } from './column-chart.js';
import { readsEveryTutorsRows } from '../../../shared/policies/ownership.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function ViewsChart({ days }: { days: AnalyticsData['viewsByDay'] }) {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const best = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  const label = (date: string) => formatDate(date);
  return (
    <ChartCard
      id="chart-views"
      title="Lesson views over time"
      description={`${plural(total, 'view')} of recorded lessons in the last 30 days.`}
      table={{ headers: ['Day', 'Views'], rows: days.map((day) => [label(day.date), day.views]) }}
    >
      <ColumnChart
        points={days.map((day) => ({
          label: label(day.date),
          shortLabel: dayParts(parseISO(day.date)).dayMonth,
          value: day.views,
        }))}
        summary={`Column chart of daily lesson views over the last 30 days: ${plural(total, 'view')} in all${total ? `, most on ${label(best.date)} with ${best.views}` : ''}.`}
      />
    </ChartCard>
  );
}

function SubjectsChart({ rows }: { rows: AnalyticsData['sessionsBySubject'] }) {
  return (
    <ChartCard
      id="chart-subjects"
      title="Sessions per subject"
      description="Scheduled group and one-to-one sessions, cancelled ones left out."
      table={{ headers: ['Subject', 'Sessions'], rows: rows.map((r) => [r.subject, r.sessions]) }}
    >
      {rows.length ? (
        <BarChart
          bars={rows.map((r) => ({ label: r.subject, value: r.sessions }))}
          summary={`Bar chart of sessions per subject: ${rows.map((r) => `${r.subject} ${r.sessions}`).join(', ')}.`}
        />
      ) : (
        <p className="text-sm text-slate-700">No sessions have been scheduled yet.</p>
      )}
    </ChartCard>
  );
}

function LoadChart({
  rows,
  tutors,
  admin,
}: {
  rows: AnalyticsData['upcomingByTutor'];
  tutors: number;
  admin: boolean;
}) {
  // With thousands of tutors the chart keeps the busiest; saying so keeps it from reading as everyone.
  return (
    <ChartCard
      id="chart-load"
      title={admin ? 'Upcoming load per tutor' : 'Your upcoming load'}
      description={
        tutors > rows.length
          ? `The ${rows.length} busiest of ${plural(tutors, 'tutor')}, by scheduled sessions and live streams still to come.`
          : 'Scheduled sessions and live streams still to come.'
      }
      table={{
        headers: ['Tutor', 'Upcoming sessions'],
        rows: rows.map((r) => [r.tutorName, r.sessions]),
      }}
    >
      {rows.length ? (
        <BarChart
          tone="fill-emerald-600"
          bars={rows.map((r) => ({ label: r.tutorName, value: r.sessions }))}
          summary={`Bar chart of upcoming sessions per tutor: ${rows.map((r) => `${r.tutorName} ${r.sessions}`).join(', ')}.`}
        />
      ) : (
        <p className="text-sm text-slate-700">There are no tutors yet.</p>
      )}
    </ChartCard>
  );
}

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const user = useSignedInUser();
  const analytics = useAnalytics();
  const admin = readsEveryTutorsRows(user);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title="Analytics"
        description={
          admin
            ? 'How lessons are watched and how teaching is spread across tutors.'
            : 'How your lessons are watched and what is coming up.'
        }
      />
      {analytics.isPending ? (
        <LoadingBlocks
          label="Loading analytics"
          className="grid gap-6 lg:grid-cols-2"
          blocks={['h-72 rounded-2xl lg:col-span-2', 'h-56 rounded-2xl', 'h-56 rounded-2xl']}
        />
      ) : analytics.isError ? (
        <ListError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <ViewsChart days={analytics.data.viewsByDay} />
          </div>
          <SubjectsChart rows={analytics.data.sessionsBySubject} />
          <LoadChart
            rows={analytics.data.upcomingByTutor}
            tutors={analytics.data.tutors}
            admin={admin}
          />
          {analytics.data.countedAt ? (
            <p className="text-sm text-slate-700 lg:col-span-2">
              Counted at {formatTime(analytics.data.countedAt)}; the figures are recounted every
              five minutes.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
