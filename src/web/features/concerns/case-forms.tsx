import {
  concernActionSchema,
  concernNoteSchema,
  concernStatusSchema,
} from '../../../shared/concerns/schemas.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextAreaField, TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { toast } from '../../components/ui/toast-store.js';
import { useAddAction, useAddNote, useChangeStatus } from './api.js';

const saved = (title: string) => () => toast({ title });

export function NoteForm({ id }: { id: number }) {
  const form = useSchemaForm({
    schema: concernNoteSchema,
    defaultValues: { body: '' },
    mutation: useAddNote(id),
    onSaved: () => {
      form.reset();
      saved('Note added')();
    },
    failureTitle: 'The note was not added',
  });
  return (
    <SchemaForm form={form} className="grid gap-3">
      <TextAreaField form={form} name="body" id="case-note" label="Note" rows={3} />
      <FormFooter pending={form.pending}>Add note</FormFooter>
    </SchemaForm>
  );
}

export function ActionForm({ id }: { id: number }) {
  const form = useSchemaForm({
    schema: concernActionSchema,
    defaultValues: { description: '', owner: '', dueOn: '' },
    mutation: useAddAction(id),
    onSaved: () => {
      form.reset();
      saved('Action added')();
    },
    failureTitle: 'The action was not added',
  });
  return (
    <SchemaForm form={form} className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField form={form} name="description" id="case-action" label="Action" />
      </div>
      <TextField form={form} name="owner" id="case-action-owner" label="Owner" />
      <TextField form={form} name="dueOn" id="case-action-due" label="Due" type="date" />
      <div className="sm:col-span-2">
        <FormFooter pending={form.pending}>Add action</FormFooter>
      </div>
    </SchemaForm>
  );
}

export function CloseForm({ id }: { id: number }) {
  const form = useSchemaForm({
    schema: concernStatusSchema,
    defaultValues: { status: 'closed', outcome: '' },
    mutation: useChangeStatus(id, saved('Case closed')),
    failureTitle: 'The case was not closed',
  });
  return (
    <SchemaForm form={form} className="grid gap-3">
      <TextAreaField form={form} name="outcome" id="case-outcome" label="Outcome" rows={3} />
      <FormFooter pending={form.pending}>Close the case</FormFooter>
    </SchemaForm>
  );
}
