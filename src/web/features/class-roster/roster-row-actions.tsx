import { useState } from 'react';
import { adminMoveSchema } from '../../../shared/classes/enrolment-schemas.js';
import type { ClassDetails, RosterEntry } from '../../../shared/classes/views.js';
import { FormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { SelectField } from '../../components/ui/select-field.js';
import { toastError } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useMoveChild, useMoveTargets, useRemoveFromClass } from './api.js';

interface RowProps {
  entry: RosterEntry;
  cls: ClassDetails;
}

function MoveForm({ entry, cls, onDone }: RowProps & { onDone: () => void }) {
  const targets = useMoveTargets(cls);
  const move = useMoveChild(cls.id, entry.studentId, () => {
    toast({ title: 'Child moved', description: `${entry.name} changes class from today.` });
    onDone();
  });
  const form = useSchemaForm({
    schema: adminMoveSchema,
    defaultValues: { toClassId: '' },
    mutation: move,
  });
  const options = (targets.data ?? []).map((option) => ({
    value: String(option.id),
    label: `${option.name} (${option.tutorName}, ${option.placesLeft} left)`,
  }));
  return (
    <SchemaForm form={form}>
      <SelectField
        control={form.control}
        name="toClassId"
        id={`move-${entry.studentId}-class`}
        label="New class"
        options={options}
        placeholder={
          targets.isPending
            ? 'Loading classes…'
            : options.length === 0
              ? 'No other class has a place'
              : 'Choose a class'
        }
      />
      <FormFooter pending={form.pending} onCancel={onDone}>
        Move child
      </FormFooter>
    </SchemaForm>
  );
}

/** Issue 28 §3: move a child to another class of the year group and subject, or remove them. */
export function RosterRowActions({ entry, cls }: RowProps) {
  const [moving, setMoving] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveFromClass(cls.id, () => {
    setRemoving(false);
    toast({ title: 'Child removed', description: `${entry.name} has left ${cls.name}.` });
  });
  // A child already leaving has nothing left to change here.
  if (entry.leftOn) return null;
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setMoving(true)}
        aria-label={`Move ${entry.name}`}
      >
        Move
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setRemoving(true)}
        aria-label={`Remove ${entry.name}`}
      >
        Remove
      </Button>
      <FormDialog
        open={moving}
        onOpenChange={setMoving}
        title={`Move ${entry.name}`}
        description={`To another ${cls.yearGroup} ${cls.subject} class with a place. ${entry.name} leaves ${cls.name} and joins the new class today.`}
        className="max-w-lg"
      >
        <MoveForm entry={entry} cls={cls} onDone={() => setMoving(false)} />
      </FormDialog>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${entry.name}`}
        description={`${entry.name} leaves ${cls.name} today: its future sessions and recordings close to them, and their history stays. The place goes to the first on the waiting list.`}
        confirmLabel="Remove from class"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(entry.studentId, { onError: toastError })}
      />
    </div>
  );
}
