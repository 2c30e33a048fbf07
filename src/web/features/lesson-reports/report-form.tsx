import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { REPORT_MSG } from '../../../shared/lesson-reports/messages.js';
import {
  reportSaveSchema,
  type LessonReport,
  type ReportComment,
} from '../../../shared/lesson-reports/schemas.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextAreaField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { ListError } from '../../components/ui/list-error.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatAge } from '../../lib/dates.js';
import { useLessonReport, useSaveLessonReport } from './api.js';

/** Issue 15 §2: the tutor's lesson report on the session page, once the session has started. */
export function LessonReportForm({ sessionId }: { sessionId: number }) {
  const report = useLessonReport(sessionId);
  return (
    <section
      aria-labelledby="lesson-report"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="grid gap-1">
        <h2 id="lesson-report" className="text-lg font-semibold text-slate-900">
          Lesson report
        </h2>
        <p className="text-sm text-slate-700">
          Every family at the session sees what was covered and the homework. A comment on a pupil
          is seen only by that pupil and their parent.
        </p>
      </div>
      {report.isPending ? (
        <div role="status" aria-label="Loading the lesson report" className="grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-16" />
        </div>
      ) : report.isError ? (
        <ListError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportFields
          sessionId={sessionId}
          report={report.data.report}
          writable={report.data.writable}
          pupils={report.data.items}
          more={
            report.hasNextPage
              ? { loading: report.isFetchingNextPage, load: () => void report.fetchNextPage() }
              : null
          }
        />
      )}
    </section>
  );
}

interface ReportFieldsProps {
  sessionId: number;
  report: LessonReport | null;
  writable: boolean;
  pupils: ReportComment[];
  more: { loading: boolean; load: () => void } | null;
}

function ReportFields({ sessionId, report, writable, pupils, more }: ReportFieldsProps) {
  const form = useSchemaForm({
    schema: reportSaveSchema,
    defaultValues: {
      covered: report?.covered ?? '',
      homework: report?.homework ?? '',
      comments: pupils.map((p) => ({ studentId: p.id, comment: p.comment ?? '' })),
    },
    mutation: useSaveLessonReport(sessionId),
    onSaved: () => toast({ title: REPORT_MSG.saved }),
  });
  const { control, getValues } = form;
  const { fields, append } = useFieldArray({ control, name: 'comments' });

  // Pupils of pages loaded after the first join the form without touching what was typed.
  useEffect(() => {
    const known = new Set((getValues('comments') ?? []).map((c) => c.studentId));
    const fresh = pupils.filter((p) => !known.has(p.id));
    if (fresh.length > 0) {
      append(
        fresh.map((p) => ({ studentId: p.id, comment: p.comment ?? '' })),
        { shouldFocus: false },
      );
    }
  }, [pupils, append, getValues]);

  const names = new Map(pupils.map((p) => [p.id, p.name]));

  return (
    <SchemaForm form={form}>
      <fieldset disabled={!writable} className="grid gap-4">
        {/* A fieldset needs its name (WCAG 1.3.1); the section's heading shows it already. */}
        <legend className="sr-only">The report</legend>
        <TextAreaField
          form={form}
          name="covered"
          id="report-covered"
          label="What was covered"
          rows={4}
        />
        <TextAreaField
          form={form}
          name="homework"
          id="report-homework"
          label="Homework (optional)"
          rows={2}
        />
        <div className="grid gap-3">
          <h3 className="text-base font-semibold text-slate-900">Comments on pupils (optional)</h3>
          {fields.length === 0 ? (
            <p className="text-sm text-slate-700">No pupils are expected at this session.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {fields.map((field, index) => {
                // The schema's input type leaves ids unknown until parsed; these came from the server.
                const id = Number(field.studentId);
                return (
                  <li key={field.id}>
                    <TextAreaField
                      form={form}
                      name={`comments.${index}.comment`}
                      id={`report-comment-${id}`}
                      label={`Comment on ${names.get(id) ?? `pupil ${id}`}`}
                      rows={2}
                      className="min-h-16"
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {more && (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={more.loading}
              onClick={more.load}
            >
              {more.loading ? 'Loading…' : 'Show more pupils'}
            </Button>
          )}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {report && (
          <p className="text-sm text-slate-600">Last saved {formatAge(report.updatedAt)}</p>
        )}
        {writable && <SubmitButton pending={form.pending}>Save report</SubmitButton>}
      </div>
    </SchemaForm>
  );
}
