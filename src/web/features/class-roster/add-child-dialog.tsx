import { UserPlus } from 'lucide-react';
import { adminAddSchema } from '../../../shared/classes/enrolment-schemas.js';
import type { ClassDetails } from '../../../shared/classes/views.js';
import { ButtonFormDialog } from '../../components/form-dialog.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { SearchedSelectField } from '../../components/ui/searched-select-field.js';
import { toast } from '../../components/ui/toast-store.js';
import { useAddToClass, useCandidates } from './api.js';

function AddChildForm({ cls, onDone }: { cls: ClassDetails; onDone: () => void }) {
  const add = useAddToClass(cls.id);
  const form = useSchemaForm({
    schema: adminAddSchema,
    defaultValues: { studentId: '' },
    mutation: add,
    onSaved: () => {
      toast({ title: 'Child added', description: `Added to ${cls.name} from today.` });
      onDone();
    },
  });
  const useOffered = (search: string) => {
    const candidates = useCandidates(cls.id, search);
    return {
      isPending: candidates.isPending,
      isError: candidates.isError,
      options: (candidates.data ?? []).map((child) => ({
        value: String(child.studentId),
        label: child.name,
      })),
    };
  };
  return (
    <SchemaForm form={form}>
      <SearchedSelectField
        control={form.control}
        name="studentId"
        id="add-child-student"
        label="Child"
        one="child"
        many="children"
        useOptions={useOffered}
      />
      <FormFooter pending={form.pending} onCancel={onDone}>
        Add child
      </FormFooter>
    </SchemaForm>
  );
}

/** Issue 28 §3: an admin adds a child of the class's year group, within its capacity. */
export function AddChildButton({ cls }: { cls: ClassDetails }) {
  return (
    <ButtonFormDialog
      action="Add child"
      icon={UserPlus}
      description={`A ${cls.yearGroup} child in no ${cls.subject} class joins ${cls.name} from today. A full class takes no more: raise its capacity first.`}
    >
      {(close) => <AddChildForm cls={cls} onDone={close} />}
    </ButtonFormDialog>
  );
}
