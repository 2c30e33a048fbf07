import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import {
  CATEGORY_LABELS,
  RAISED_CATEGORIES,
  URGENCIES,
  URGENCY_LABELS,
} from '../../../shared/concerns/rules.js';
import { raiseConcernSchema } from '../../../shared/concerns/schemas.js';
import { FormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { NativeSelectField, TextAreaField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { toast } from '../../components/ui/toast-store.js';
import { useRaiseConcern } from './api.js';

/** What the concern is about, from where it was raised: a message, a lesson, a child. */
export interface ConcernLinks {
  messageId?: number;
  sessionId?: number;
  studentId?: number;
}

const categories = RAISED_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const urgencies = URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] }));

/** Issue 31 §3: raise a safeguarding concern with the leads, from wherever it was met. */
export function RaiseConcernDialog({
  links,
  about,
  onClose,
}: {
  links: ConcernLinks;
  /** What it is about, in words, when it was raised from a lesson or a child's page. */
  about?: string;
  onClose: () => void;
}) {
  const form = useSchemaForm({
    schema: raiseConcernSchema,
    defaultValues: { category: undefined, urgency: undefined, description: '', ...links },
    mutation: useRaiseConcern(),
    onSaved: ({ message }) => {
      toast({ title: 'Concern raised', description: message });
      onClose();
    },
    failureTitle: 'The concern was not raised',
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Raise a safeguarding concern"
      description="It goes only to the designated safeguarding leads. You can follow its status; their notes stay with them. If a child is in immediate danger, call 999."
      className="max-w-lg"
    >
      <SchemaForm form={form} className="grid gap-4">
        {about && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
            <span className="font-medium">About:</span> {about}
          </p>
        )}
        <NativeSelectField
          form={form}
          name="category"
          id="concern-category"
          label="What is it about?"
          placeholder="Choose one"
          options={categories}
          defaultValue=""
        />
        <NativeSelectField
          form={form}
          name="urgency"
          id="concern-urgency"
          label="How urgent is it?"
          placeholder="Choose one"
          options={urgencies}
          defaultValue=""
        />
        <TextAreaField
          form={form}
          name="description"
          id="concern-description"
          label="What happened, or what worries you?"
          hint="Say what you saw or heard, when, and who was there."
          rows={5}
        />
        <FormFooter pending={form.pending} pendingLabel="Sending…" onCancel={onClose}>
          {CONCERN_MSG.raiseButton}
        </FormFooter>
      </SchemaForm>
    </FormDialog>
  );
}
