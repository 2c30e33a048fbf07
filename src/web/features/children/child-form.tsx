import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import {
  CHILD_SUBJECTS,
  childSchema,
  type Child,
  type ChildInput,
} from '../../../shared/family/schemas.js';
import { FormFooter } from '../../components/form/form-footer.js';
import { SchemaForm } from '../../components/form/schema-form.js';
import { TextField } from '../../components/form/text-field.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { CheckboxGroup } from '../../components/ui/checkbox-group.js';
import { SelectField } from '../../components/ui/select-field.js';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { choicesWith } from '../../lib/choices.js';
import { useSaveChild } from './api.js';

interface ChildFormProps {
  child: Child | null;
  onSaved: (child: Child) => void;
  onCancel: () => void;
}

/**
 * Spec 1 §1: a child's name, year group (Year 5 to Year 11) and subjects, and optionally their own
 * sign-in. A child who already signs in keeps their username; the parent may set a new password.
 */
export function ChildForm({ child, onSaved, onCancel }: ChildFormProps) {
  const [withLogin, setWithLogin] = useState(false);
  const switchId = useId();
  const subjectsId = useId();
  const existingLogin = child?.username ?? null;
  const form = useSchemaForm({
    schema: childSchema,
    // Sign-in fields that are switched off leave the values, so nothing half-typed is sent.
    shouldUnregister: true,
    defaultValues: {
      name: child?.name ?? '',
      grade: (child?.grade as ChildInput['grade'] | null) ?? undefined,
      subjects: child?.subjects ?? [],
    },
    mutation: useSaveChild(),
    request: (values) => ({ id: child?.id, values }),
    onSaved,
    // Registration reports a taken username under its own name.
    aliases: { username: 'login.username' },
  });
  const { control, register, errors } = form;

  const [name, loginUsername, loginPassword] = useWatch({
    control,
    name: ['name', 'login.username', 'login.password'],
  });

  return (
    <SchemaForm form={form}>
      <TextField form={form} name="name" id="child-name" label="Name" autoComplete="off" />
      <SelectField
        control={control}
        name="grade"
        id="child-grade"
        label="Year group"
        placeholder="Choose a year group"
        options={choicesWith(ACADEMIC_YEARS, child?.grade)}
      />
      <fieldset className="grid gap-2" aria-describedby={`${subjectsId}-hint`}>
        <legend className="text-sm font-medium text-slate-800">Subjects</legend>
        <p id={`${subjectsId}-hint`} className="text-xs text-slate-600">
          Lessons and resources in these subjects appear in your family&apos;s lists.
        </p>
        <CheckboxGroup control={control} name="subjects" options={CHILD_SUBJECTS} />
        {errors.subjects?.message && (
          <p className="text-sm font-medium text-red-700">{errors.subjects.message}</p>
        )}
      </fieldset>

      <div className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={switchId}>
            {existingLogin ? 'Set a new password' : 'Give them their own sign-in'}
          </Label>
          <Switch id={switchId} checked={withLogin} onCheckedChange={setWithLogin} />
        </div>
        <p className="text-xs text-slate-600">
          {existingLogin
            ? `Signs in as ${existingLogin}.`
            : 'Optional. With their own sign-in, your child sees their schedule, lessons and resources.'}
        </p>
        {withLogin && (
          <div className="grid gap-3 sm:grid-cols-2">
            {existingLogin ? (
              <input type="hidden" defaultValue={existingLogin} {...register('login.username')} />
            ) : (
              <TextField
                form={form}
                name="login.username"
                id="child-username"
                label="Username"
                autoComplete="off"
              />
            )}
            <TextField
              form={form}
              name="login.password"
              id="child-password"
              label={existingLogin ? 'New password' : 'Password'}
              type="password"
              autoComplete="new-password"
            />
            <div className="sm:col-span-2">
              <PasswordStrengthMeter
                id="child-password-strength"
                password={loginPassword ?? ''}
                owner={{ username: loginUsername, fullName: name }}
              />
            </div>
          </div>
        )}
      </div>

      <FormFooter pending={form.pending} onCancel={onCancel}>
        {child ? 'Save changes' : 'Add child'}
      </FormFooter>
    </SchemaForm>
  );
}
