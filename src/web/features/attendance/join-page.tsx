import { formatDayAt, formatTime } from '../../../shared/dates/format.js';
import { CalendarX2, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import type { JoinOptions } from '../../../shared/attendance/schemas.js';
import { safeHref } from '../../../shared/urls.js';
import { BackLink } from '../../components/back-link.js';
import { Alert } from '../../components/ui/alert.js';
import { Button } from '../../components/ui/button.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { Spinner } from '../../components/ui/spinner.js';
import { ApiError, errorText } from '../../lib/api.js';
import { idFrom } from '../../lib/id-param.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useJoin, useJoinOptions } from './api.js';

const back = <BackLink to={ROUTES.studentSchedule}>Schedule</BackLink>;

function Unavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      {back}
      <EmptyState icon={CalendarX2} title="This session cannot be joined">
        {message}
      </EmptyState>
    </div>
  );
}

/**
 * Issue 15 §1: the Join buttons open this page, which records who joins and then goes to the
 * stream; a parent with several children expected says which one is joining (decision 062).
 */
export function JoinPage() {
  useDocumentTitle('Join session');
  const id = idFrom(useParams().id);
  return id ? <JoinSession id={id} /> : <Unavailable message={ATTENDANCE_MSG.sessionNotFound} />;
}

function JoinSession({ id }: { id: number }) {
  const options = useJoinOptions(id);
  if (options.isPending) {
    return (
      <div className="grid justify-items-center gap-3 py-16">
        <Spinner label="Loading session" />
      </div>
    );
  }
  if (options.isError) {
    const status = options.error instanceof ApiError ? options.error.status : 0;
    if (status === 404) return <Unavailable message={errorText(options.error)} />;
    return <ListError error={options.error} onRetry={() => void options.refetch()} />;
  }
  if (options.data.children.length === 0) {
    return <Unavailable message={ATTENDANCE_MSG.noChildExpected} />;
  }
  return <Joining id={id} options={options.data} />;
}

function Joining({ id, options }: { id: number; options: JoinOptions }) {
  const join = useJoin(id);
  const [only] = options.children.length === 1 ? options.children : [];
  const started = useRef(false);
  const [opensLater] = useState(() => Date.now() < new Date(options.opensAt).getTime());

  const joinAs = (studentId: number) =>
    join.mutate(
      { studentId },
      {
        onSuccess: ({ url }) => {
          const href = safeHref(url);
          if (href) window.location.replace(href);
        },
      },
    );

  // Pressing Join was the choice: with one child expected there is nothing more to ask. Before
  // the window (a reminder's link opened early) there is nothing to send: the server would refuse.
  useEffect(() => {
    if (only && !opensLater && !started.current) {
      started.current = true;
      joinAs(only.id);
    }
  });

  return (
    <div className="mx-auto grid max-w-xl gap-6">
      {back}
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{options.title}</h1>
        <p className="text-slate-700">
          {formatDayAt(options.scheduledFor)}
          {opensLater && ` · joining opens at ${formatTime(options.opensAt)}`}
        </p>
      </div>
      {opensLater ? (
        <p className="text-slate-700">{ATTENDANCE_MSG.notOpenYet}</p>
      ) : join.isError ? (
        <Alert variant="error">
          <p>{errorText(join.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => join.reset()}
          >
            Try again
          </Button>
        </Alert>
      ) : join.isPending || join.isSuccess ? (
        <div className="flex items-center gap-3 text-slate-700">
          <Spinner label="Opening the live class" className="[&_svg]:size-6" />
          Opening the live class…
        </div>
      ) : (
        <section aria-labelledby="who-joins" className="grid gap-3">
          <h2 id="who-joins" className="text-lg font-semibold text-slate-900">
            Who is joining?
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {options.children.map((child) => (
              <li key={child.id}>
                <Button className="w-full" onClick={() => joinAs(child.id)}>
                  <Video aria-hidden="true" className="size-4" />
                  Join as {child.name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
