import { UserPlus } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { tutorSchema } from '../../../../shared/admin/schemas.js';
import { ButtonFormDialog } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.js';
import { Switch } from '../../../components/ui/switch.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useAddTutor } from './api.js';
import { TutorFields } from './tutor-fields.js';
import { NEW_TUTOR_DEFAULTS } from './tutor-form.js';

function AddTutorForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm({
    schema: tutorSchema,
    defaultValues: NEW_TUTOR_DEFAULTS,
    mutation: useAddTutor(),
    onSaved: () => {
      toast({ title: 'Success', description: 'Tutor has been added successfully.' });
      onDone();
    },
    failureTitle: 'Failed to add tutor',
  });
  const { control, setValue } = form;
  const [sendInvite, password, username, email, fullName] = useWatch({
    control,
    name: ['sendInvite', 'password', 'username', 'email', 'fullName'],
  });

  return (
    <SchemaForm form={form} className="grid gap-5">
      <TutorFields
        idPrefix="new-tutor"
        control={control}
        register={form.register}
        errors={form.errors}
      />
      <div className="grid gap-4 rounded-xl border border-slate-200 p-4">
        <Controller
          control={control}
          name="sendInvite"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <label htmlFor="new-tutor-invite" className="text-sm font-medium text-slate-800">
                  Send invitation email
                </label>
                <p id="new-tutor-invite-hint" className="text-xs text-slate-600">
                  The tutor gets a link to set their own password. No password is sent by email.
                </p>
              </div>
              <Switch
                id="new-tutor-invite"
                aria-describedby="new-tutor-invite-hint"
                checked={field.value ?? true}
                onCheckedChange={(on) => {
                  field.onChange(on);
                  // A typed password is not kept once the tutor is to choose their own.
                  if (on) setValue('password', '');
                }}
              />
            </div>
          )}
        />
        {sendInvite === false && (
          <TextField
            form={form}
            name="password"
            id="new-tutor-password"
            label="Password"
            hint="Give it to the tutor in person or by phone; they can change it after signing in."
            type="password"
            autoComplete="new-password"
          />
        )}
        {sendInvite === false && (
          <PasswordStrengthMeter
            id="new-tutor-password-strength"
            password={typeof password === 'string' ? password : ''}
            owner={{ username, email, fullName }}
          />
        )}
      </div>
      <FormFooter pending={form.pending} pendingLabel="Adding…">
        Add Tutor
      </FormFooter>
    </SchemaForm>
  );
}

export function AddTutorDialog() {
  return (
    <ButtonFormDialog
      action="Add New Tutor"
      icon={UserPlus}
      description="Creates a tutor account. With the invitation on, the tutor sets their own password."
    >
      {(close) => <AddTutorForm onDone={close} />}
    </ButtonFormDialog>
  );
}
