import { useState } from 'react';
import {
  clockKey,
  dayKey,
  formatSessionMoment,
  ukWallClock,
} from '../../../shared/dates/format.js';
import {
  occurrenceFormSchema,
  type OccurrenceFormInput,
} from '../../../shared/class-series/schemas.js';
import { FormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { fieldsUnder, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast-store.js';
import { TutorField } from '../admin/tutor-select.js';
import { useChangeOccurrence } from './api.js';

/** What the dialog needs of one of a class's sessions. */
export interface Occurrence {
  id: number;
  scheduledFor: string;
  status: string;
}

const ukDay = (at: string) => dayKey(ukWallClock(new Date(at)));
const ukClock = (at: string) => clockKey(ukWallClock(new Date(at)));

function OccurrenceForm({ session, onDone }: { session: Occurrence; onDone: () => void }) {
  const change = useChangeOccurrence();
  const defaults: OccurrenceFormInput = {
    on: ukDay(session.scheduledFor),
    startsAt: ukClock(session.scheduledFor),
    tutorId: '',
  };
  const saved = (description: string) => {
    toast({ title: 'Session changed', description });
    onDone();
  };
  const form = useSchemaForm({
    schema: occurrenceFormSchema,
    defaultValues: defaults,
    mutation: change,
    // Only what differs is sent, so the session keeps the rest.
    request: ({ on, startsAt, tutorId }) => ({
      id: session.id,
      input: {
        ...(on !== defaults.on ? { on } : {}),
        ...(startsAt !== defaults.startsAt ? { startsAt } : {}),
        ...(tutorId !== undefined ? { tutorId } : {}),
      },
    }),
    onSaved: () => saved('The families in the class have been told.'),
    failureTitle: 'Could not change the session',
  });
  const field = fieldsUnder(form, 'occurrence');
  const cancelled = session.status === 'cancelled';
  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField {...field('on')} label="Date" type="date" />
        <TextField {...field('startsAt')} label="Time (UK)" type="time" />
        <div className="sm:col-span-2">
          <TutorField control={form.control} name="tutorId" id="occurrence-tutor" />
          <p className="mt-1 text-xs text-slate-600">
            Choose a tutor only to give this session a substitute.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          variant={cancelled ? 'outline' : 'destructive'}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { id: session.id, input: { cancelled: !cancelled } },
              {
                onSuccess: () =>
                  saved(cancelled ? 'The session is back on.' : 'The session is cancelled.'),
                onError: () =>
                  toast({
                    title: 'Could not change the session',
                    description: 'Please try again.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {cancelled ? 'Restore this session' : 'Cancel this session'}
        </Button>
        <FormFooter pending={form.pending} pendingLabel="Saving…">
          Save this session
        </FormFooter>
      </div>
    </SchemaForm>
  );
}

/** Issue 28 §2: move, cancel or give a substitute to one occurrence; the rest stay as they are. */
export function OccurrenceButton({ session }: { session: Occurrence }) {
  const [open, setOpen] = useState(false);
  const moment = formatSessionMoment(session.scheduledFor);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Change one session"
      description={`${moment}. Only this session changes; the families in the class are emailed.`}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Change the session on ${moment}`}>
          Change
        </Button>
      }
    >
      <OccurrenceForm session={session} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}
