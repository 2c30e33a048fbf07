import { useState } from 'react';
import type { z } from 'zod';
import type { TutorListItem } from '../../../../shared/admin/schemas.js';
import { REQUIRED_SLOTS, slotLabel, type CheckSlot } from '../../../../shared/vetting/rules.js';
import { VETTING_MSG } from '../../../../shared/vetting/messages.js';
import {
  dbsCheckSchema,
  qualificationsCheckSchema,
  referenceCheckSchema,
  rightToWorkCheckSchema,
  updateServiceCheckSchema,
  type TutorVetting,
  type VettingCheck,
} from '../../../../shared/vetting/schemas.js';
import { formDialogFor } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { toast } from '../../../components/ui/toast-store.js';
import { VettingBadge, vettingSummary } from '../../../components/vetting-status.js';
import { formatDate, formatLongDate } from '../../../lib/dates.js';
import { useRecordCheck, useTutorVetting } from './api.js';

/* Issue 31 §1: a tutor's vetting record, each check with who recorded it and when, and the forms to record them. */

const day = (value: string) => formatLongDate(`${value}T12:00:00`);
const keyOf = ({ kind, slot }: CheckSlot) => `${kind}-${slot}`;

/** Each form's schema, fields and first values, by the place it records. */
const FORMS = {
  dbs: dbsCheckSchema,
  'update-service': updateServiceCheckSchema,
  'right-to-work': rightToWorkCheckSchema,
  qualifications: qualificationsCheckSchema,
  reference: referenceCheckSchema,
} as const;

const DATE_LABEL: Record<CheckSlot['kind'], string> = {
  dbs: 'Issue date',
  'update-service': 'Status checked on',
  'right-to-work': 'Checked on',
  qualifications: 'Seen on',
  reference: 'Received on',
};

function CheckForm({
  tutorId,
  place,
  onSaved,
}: {
  tutorId: number;
  place: CheckSlot;
  onSaved: () => void;
}) {
  const schema = FORMS[place.kind] as z.ZodType<
    z.output<typeof dbsCheckSchema>,
    Record<string, string>
  >;
  const form = useSchemaForm({
    schema,
    defaultValues: { kind: place.kind, slot: String(place.slot), checkedOn: '' },
    mutation: useRecordCheck(tutorId),
    onSaved: () => {
      toast({ title: 'Check recorded', description: `The ${slotLabel(place)} is recorded.` });
      onSaved();
    },
    failureTitle: 'Failed to record the check',
  });
  const id = (field: string) => `vetting-${keyOf(place)}-${field}`;
  return (
    <SchemaForm form={form} className="grid gap-4">
      {place.kind === 'dbs' && (
        <TextField
          form={form}
          name="certificateNumber"
          id={id('certificate')}
          label="Certificate number"
          hint="12 digits, enhanced check with the barred list. No copy of the certificate is kept."
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      {(place.kind === 'qualifications' || place.kind === 'reference') && (
        <TextField
          form={form}
          name="detail"
          id={id('detail')}
          label={place.kind === 'reference' ? 'Referee' : 'Qualifications seen'}
          hint={
            place.kind === 'reference'
              ? 'Their name and how they know the tutor.'
              : 'For example: PGCE; BSc Mathematics.'
          }
        />
      )}
      <TextField
        form={form}
        name="checkedOn"
        id={id('date')}
        label={DATE_LABEL[place.kind]}
        type="date"
      />
      {place.kind === 'right-to-work' && (
        <TextField
          form={form}
          name="expiresOn"
          id={id('until')}
          label="Permission ends (if time-limited)"
          type="date"
        />
      )}
      <FormFooter pending={form.pending} onCancel={onSaved}>
        Record Check
      </FormFooter>
    </SchemaForm>
  );
}

function CheckLine({ place, check }: { place: CheckSlot; check: VettingCheck | undefined }) {
  const name = slotLabel(place);
  return (
    <li className="grid gap-0.5 border-b border-slate-200 py-2 last:border-0">
      <span className="font-medium text-slate-900">
        {name.charAt(0).toUpperCase() + name.slice(1)}
      </span>
      {check ? (
        <span className="text-sm text-slate-700">
          {DATE_LABEL[place.kind]} {day(check.checkedOn)}
          {check.detail ? ` · ${check.detail}` : ''}
          {check.kind === 'dbs' &&
            ` · Certificate ${check.certificateNumber ?? VETTING_MSG.certificateHidden.toLowerCase()}`}
          {check.dueOn ? ` · Due ${day(check.dueOn)}` : ''}
          <br />
          Recorded by {check.recordedBy ?? 'a former admin'} on {formatDate(check.recordedAt)}
        </span>
      ) : (
        <span className="text-sm font-medium text-orange-900">Not recorded</span>
      )}
    </li>
  );
}

function VettingPanel({ record }: { record: TutorVetting }) {
  const [place, setPlace] = useState<string>('');
  const chosen = REQUIRED_SLOTS.find((slot) => keyOf(slot) === place);
  const summary = vettingSummary(record.status);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <VettingBadge status={record.status} />
        {summary && <p className="text-sm text-slate-800">{summary}</p>}
      </div>
      <ul aria-label="Checks" className="grid">
        {REQUIRED_SLOTS.map((slot) => (
          <CheckLine
            key={keyOf(slot)}
            place={slot}
            check={record.current.find((c) => c.kind === slot.kind && c.slot === slot.slot)}
          />
        ))}
      </ul>
      <div className="grid gap-3">
        <label htmlFor="vetting-record" className="text-sm font-medium text-slate-900">
          Record a check
        </label>
        <select
          id="vetting-record"
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        >
          <option value="">Choose a check…</option>
          {REQUIRED_SLOTS.map((slot) => (
            <option key={keyOf(slot)} value={keyOf(slot)}>
              {slotLabel(slot)}
            </option>
          ))}
        </select>
        {chosen && (
          <CheckForm
            key={place}
            tutorId={record.tutorId}
            place={chosen}
            onSaved={() => setPlace('')}
          />
        )}
      </div>
      {record.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">
            Earlier records ({record.history.length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {record.history.map((check) => (
              <li key={check.id}>
                {slotLabel({ kind: check.kind, slot: check.slot === 2 ? 2 : 1 })}:{' '}
                {day(check.checkedOn)}, recorded by {check.recordedBy ?? 'a former admin'} on{' '}
                {formatDate(check.recordedAt)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function VettingLoader({ tutor }: { tutor: TutorListItem; onDone: () => void }) {
  const { data } = useTutorVetting(tutor.id);
  if (!data) return <p className="text-slate-700">Loading the vetting record…</p>;
  return <VettingPanel record={data} />;
}

export const VettingDialog = formDialogFor<TutorListItem, 'tutor'>('tutor', {
  title: 'Vetting',
  description: (tutor) =>
    `${tutor.fullName}’s pre-employment checks. They can teach only while every check is recorded and current.`,
  Form: VettingLoader,
});
