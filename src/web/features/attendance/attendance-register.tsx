import { formatTime, formatWeekday } from '../../../shared/dates/format.js';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { ATTENDANCE_MSG } from '../../../shared/attendance/messages.js';
import {
  ATTENDANCE_STATUSES,
  STATUS_LABELS,
  type AttendanceStatus,
} from '../../../shared/attendance/rules.js';
import type { RegisterEntry, RegisterPage } from '../../../shared/attendance/schemas.js';
import { MAX_PAGE_SIZE } from '../../../shared/page-sizes.js';
import { LoadMore } from '../../components/keyset-list.js';
import { Button } from '../../components/ui/button.js';
import { CardSkeletons } from '../../components/ui/card-skeletons.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { ListError } from '../../components/ui/list-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { cn } from '../../lib/cn.js';
import { useRegister, useSaveRegister } from './api.js';

const CHOICE: Record<AttendanceStatus, string> = {
  present: 'peer-checked:border-green-700 peer-checked:bg-green-100 peer-checked:text-green-900',
  late: 'peer-checked:border-yellow-700 peer-checked:bg-yellow-100 peer-checked:text-yellow-900',
  absent: 'peer-checked:border-red-700 peer-checked:bg-red-100 peer-checked:text-red-900',
};

const where = (entry: RegisterEntry) =>
  entry.marked
    ? 'Marked'
    : entry.joinedAt
      ? `Joined at ${formatTime(entry.joinedAt)}`
      : 'Not joined';

function PupilRow({
  entry,
  status,
  disabled,
  onChange,
}: {
  entry: RegisterEntry;
  status: AttendanceStatus;
  disabled: boolean;
  onChange: (status: AttendanceStatus) => void;
}) {
  return (
    <li className="border-b border-slate-200 py-3 last:border-0">
      <fieldset className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center" disabled={disabled}>
        <legend className="sr-only">{entry.name}</legend>
        <div className="min-w-0">
          <p className="font-medium text-slate-900" aria-hidden="true">
            {entry.name}
          </p>
          <p className="text-sm text-slate-700">
            {[entry.grade, where(entry)].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="flex gap-1.5">
          {ATTENDANCE_STATUSES.map((choice) => (
            <label key={choice} className="relative">
              <input
                type="radio"
                name={`pupil-${entry.id}`}
                value={choice}
                checked={status === choice}
                onChange={() => onChange(choice)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                  CHOICE[choice],
                )}
              >
                {STATUS_LABELS[choice]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

const windowNote = (page: RegisterPage) => {
  const now = Date.now();
  if (now < new Date(page.editableFrom).getTime()) return ATTENDANCE_MSG.registerNotOpen;
  if (!page.editable) return ATTENDANCE_MSG.registerClosed;
  if (page.editableUntil === null) return ATTENDANCE_MSG.registerAdminAnyTime;
  return `Pupils who joined through ClassPerk are filled in: within 5 minutes of the start present, later late. Check each one and save; you can change it until ${formatWeekday(page.editableUntil)}.`;
};

/**
 * Issue 15 §1: the session's register, for its tutor and for admins: each expected pupil with
 * present, late or absent, pre-filled from their joins, saved together.
 */
export function AttendanceRegister({ sessionId }: { sessionId: number }) {
  const register = useRegister(sessionId);
  const save = useSaveRegister(sessionId);
  const [changes, setChanges] = useState<Map<number, AttendanceStatus>>(new Map());

  let body;
  if (register.isPending) body = <CardSkeletons count={2} label="Loading the register" />;
  else if (register.isError) {
    body = <ListError error={register.error} onRetry={() => void register.refetch()} />;
  } else {
    const [first] = register.data.pages;
    const entries = register.data.pages.flatMap((page) => page.items);
    const editable = first?.editable ?? false;
    const statusOf = (entry: RegisterEntry) => changes.get(entry.id) ?? entry.status;

    const submit = async () => {
      const marks = entries.map((entry) => ({ studentId: entry.id, status: statusOf(entry) }));
      try {
        // A save holds at most a page of pupils; a larger class is saved a page at a time.
        for (let i = 0; i < marks.length; i += MAX_PAGE_SIZE) {
          await save.mutateAsync({ marks: marks.slice(i, i + MAX_PAGE_SIZE) });
        }
        setChanges(new Map());
        toast({
          title: ATTENDANCE_MSG.registerSaved,
          description: `${marks.length} pupils marked.`,
        });
      } catch (error) {
        toastFailed('Could not save the register', error);
      }
    };

    body =
      entries.length === 0 ? (
        <EmptyState icon={ClipboardCheck} headingLevel={3} title="No pupils expected">
          No child or student is in this session’s year group yet.
        </EmptyState>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {first && <p className="text-sm text-slate-700">{windowNote(first)}</p>}
          <ul className="grid">
            {entries.map((entry) => (
              <PupilRow
                key={entry.id}
                entry={entry}
                status={statusOf(entry)}
                disabled={!editable || save.isPending}
                onChange={(status) => setChanges((map) => new Map(map).set(entry.id, status))}
              />
            ))}
          </ul>
          <LoadMore query={register} shown={entries.length} noun="pupils" one="pupil" />
          {editable && (
            <Button type="submit" className="justify-self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save register'}
            </Button>
          )}
        </form>
      );
  }

  return (
    <section
      aria-labelledby="register-heading"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="register-heading" className="text-lg font-semibold text-slate-900">
        Register
      </h2>
      {body}
    </section>
  );
}
