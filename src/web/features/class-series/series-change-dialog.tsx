import { CalendarClock } from 'lucide-react';
import {
  seriesChangeSchema,
  type SeriesChangeInput,
} from '../../../shared/class-series/schemas.js';
import { ButtonFormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { fieldsUnder, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { toast } from '../../components/ui/toast-store.js';
import { dayKey, ukWallClock } from '../../../shared/dates/format.js';
import { TutorField } from '../admin/tutor-select.js';
import { useChangeSeries } from './api.js';
import { SlotFields } from './slot-fields.js';

/** What the dialog needs of the class: its timetable from today on. */
export interface SeriesClassFacts {
  id: number;
  slots: { weekday: number; startsAt: string; duration: number; validUntil: string | null }[];
}

function SeriesChangeForm({ cls, onDone }: { cls: SeriesClassFacts; onDone: () => void }) {
  const current = cls.slots.filter((slot) => slot.validUntil === null);
  const defaults: SeriesChangeInput = {
    from: dayKey(ukWallClock(new Date())),
    slots: current.map(({ weekday, startsAt, duration }) => ({
      weekday: String(weekday),
      startsAt,
      duration: String(duration),
    })),
    tutorId: '',
  };
  const form = useSchemaForm({
    schema: seriesChangeSchema,
    defaultValues: defaults,
    mutation: useChangeSeries(),
    request: (input) => ({ classId: cls.id, input }),
    onSaved: (result) => {
      toast({
        title: 'Timetable changed',
        description: `${result.created} sessions from the new timetable; ${result.kept} changed on their own kept. The families have been told.`,
      });
      onDone();
    },
    failureTitle: 'Could not change the timetable',
  });
  const field = fieldsUnder(form, 'series');
  return (
    <SchemaForm form={form} className="grid gap-5">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          {...field('from')}
          label="From"
          type="date"
          hint="Sessions before this day stay as they were."
        />
        <div>
          <TutorField control={form.control} name="tutorId" id="series-tutor" />
          <p className="mt-1 text-xs text-slate-600">Choose a tutor only to change it.</p>
        </div>
      </div>
      <SlotFields form={form} idPrefix="series" />
      <FormFooter pending={form.pending} pendingLabel="Changing…">
        Change from this date
      </FormFooter>
    </SchemaForm>
  );
}

/** Issue 28 §2: the rest of the series from a date: new weekly times and/or tutor. */
export function SeriesChangeButton({ cls }: { cls: SeriesClassFacts }) {
  return (
    <ButtonFormDialog
      action="Change from a date"
      icon={CalendarClock}
      description="The sessions from that date are scheduled again from these weekly times; any changed on their own or already attended stay."
    >
      {(close) => <SeriesChangeForm cls={cls} onDone={close} />}
    </ButtonFormDialog>
  );
}
