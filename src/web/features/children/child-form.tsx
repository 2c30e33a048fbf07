import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ACADEMIC_YEARS } from '../../../shared/constants.js';
import {
  CHILD_SUBJECTS,
  childSchema,
  type Child,
  type ChildInput,
} from '../../../shared/family/schemas.js';
import { Button } from '../../components/ui/button.js';
import { CheckboxGroup } from '../../components/ui/checkbox-group.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { FormError } from '../../components/ui/form-error.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Input } from '../../components/ui/input.js';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter.js';
import { Label } from '../../components/ui/label.js';
import { Switch } from '../../components/ui/switch.js';
import { toastError } from '../../components/ui/toast-error.js';
import { ApiError } from '../../lib/api.js';
import { choicesWith } from '../../lib/choices.js';
import { applyFieldErrors } from '../../lib/form-errors.js';
import { useSaveChild, type ChildValues } from './api.js';

const FIELDS = ['name', 'grade', 'subjects', 'login.username', 'login.password'] as const;

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
  const save = useSaveChild();
  const [withLogin, setWithLogin] = useState(false);
  const switchId = useId();
  const subjectsId = useId();
  const existingLogin = child?.username ?? null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChildInput, unknown, ChildValues>({
    resolver: zodResolver(childSchema),
    // Sign-in fields that are switched off leave the values, so nothing half-typed is sent.
    shouldUnregister: true,
    defaultValues: {
      name: child?.name ?? '',
      grade: (child?.grade as ChildInput['grade'] | null) ?? undefined,
      subjects: child?.subjects ?? [],
    },
  });

  const [name, loginUsername, loginPassword] = useWatch({
    control,
    name: ['name', 'login.username', 'login.password'],
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: child?.id, values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          applyFieldErrors(error, setError, FIELDS);
          // Registration reports a taken username under its own name.
          if (error instanceof ApiError && error.fieldErrors.username?.[0]) {
            setError('login.username', { message: error.fieldErrors.username[0] });
          }
          toastError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={save.error} />
      <FormField id="child-name" label="Name" error={errors.name?.message}>
        {(aria) => <Input {...aria} autoComplete="off" {...register('name')} />}
      </FormField>
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
              <FormField
                id="child-username"
                label="Username"
                error={errors.login?.username?.message}
              >
                {(aria) => <Input {...aria} autoComplete="off" {...register('login.username')} />}
              </FormField>
            )}
            <FormField
              id="child-password"
              label={existingLogin ? 'New password' : 'Password'}
              error={errors.login?.password?.message}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="password"
                  autoComplete="new-password"
                  {...register('login.password')}
                />
              )}
            </FormField>
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={save.isPending}>{child ? 'Save changes' : 'Add child'}</SubmitButton>
      </div>
    </form>
  );
}
