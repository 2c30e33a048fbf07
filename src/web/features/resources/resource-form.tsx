import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACADEMIC_YEARS,
  RESOURCE_FORM_TYPES,
  SESSION_SUBJECTS,
} from '../../../shared/constants.js';
import {
  resourceSchema,
  type Resource,
  type ResourceInput,
} from '../../../shared/content/schemas.js';
import { CheckboxGroup } from '../../components/ui/checkbox-group.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { FormField } from '../../components/ui/form-field.js';
import { FormError } from '../../components/ui/form-error.js';
import { SelectField } from '../../components/ui/select-field.js';
import { Input } from '../../components/ui/input.js';
import { Textarea } from '../../components/ui/textarea.js';
import { failedSave } from '../../components/ui/toast-error.js';
import { choicesWith } from '../../lib/choices.js';
import { useSaveResource, type ResourceValues } from './api.js';
import { FileUpload } from './file-upload.js';
import { TYPE_LABELS } from '../../components/resource-type-icon.js';

const FIELDS = [
  'title',
  'description',
  'subject',
  'fileUrl',
  'externalUrl',
  'type',
  'size',
  'yearGroups',
] as const;

const typeOptions = (current?: string) =>
  choicesWith(RESOURCE_FORM_TYPES, current).map(({ value }) => ({
    value,
    label: TYPE_LABELS[value] ?? value,
  }));

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '');

interface ResourceFormProps {
  resource: Resource | null;
  onSaved: (resource: Resource) => void;
}

/** Spec 2 §5 resource form: a file (uploaded here or linked) or an external link, or both. */
export function ResourceForm({ resource, onSaved }: ResourceFormProps) {
  const save = useSaveResource();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const yearGroupsId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ResourceInput, unknown, ResourceValues>({
    resolver: zodResolver(resourceSchema),
    defaultValues: {
      title: resource?.title ?? '',
      description: resource?.description ?? '',
      subject: resource?.subject ?? '',
      fileUrl: resource?.fileUrl ?? '',
      externalUrl: resource?.externalUrl ?? '',
      type: (resource?.type as ResourceInput['type']) ?? 'pdf',
      size: resource?.size ?? '',
      yearGroups: (resource?.yearGroups as ResourceInput['yearGroups']) ?? [],
    },
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: resource?.id, values },
      {
        onSuccess: onSaved,
        onError: failedSave(setError, FIELDS),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={save.error} />
      <FormField id="resource-title" label="Title" error={errors.title?.message}>
        {(aria) => <Input {...aria} {...register('title')} />}
      </FormField>
      <FormField id="resource-description" label="Description" error={errors.description?.message}>
        {(aria) => <Textarea {...aria} rows={2} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="subject"
          id="resource-subject"
          label="Subject"
          placeholder="Choose a subject"
          options={choicesWith(SESSION_SUBJECTS, resource?.subject)}
        />
        <SelectField
          control={control}
          name="type"
          id="resource-type"
          label="Type"
          options={typeOptions(resource?.type)}
        />
      </div>
      <fieldset className="grid gap-2" aria-describedby={`${yearGroupsId}-hint`}>
        <legend className="text-sm font-medium text-slate-800">Year groups</legend>
        <p id={`${yearGroupsId}-hint`} className="text-xs text-slate-600">
          Families see it in these year groups&apos; folders; leave all unticked for every year
          group.
        </p>
        <CheckboxGroup control={control} name="yearGroups" options={ACADEMIC_YEARS} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          File or link (at least one)
        </legend>
        <FileUpload
          uploadedName={uploadedName}
          onUploaded={(file) => {
            setUploadedName(file.name);
            setValue('fileUrl', file.fileUrl, { shouldValidate: true });
            setValue('size', file.size);
            setValue('type', file.type);
            if (!getValues('title')) setValue('title', withoutExtension(file.name));
          }}
        />
        <FormField
          id="resource-file-url"
          label="File URL"
          hint="Filled in when you upload a file, or paste a link to a file."
          error={errors.fileUrl?.message}
        >
          {(aria) => <Input {...aria} inputMode="url" {...register('fileUrl')} />}
        </FormField>
        <FormField
          id="resource-external-url"
          label="External URL"
          error={errors.externalUrl?.message}
        >
          {(aria) => <Input {...aria} type="url" inputMode="url" {...register('externalUrl')} />}
        </FormField>
      </fieldset>
      <FormField id="resource-size" label="Size (KB)" error={errors.size?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="number"
            inputMode="numeric"
            min={0}
            className="sm:w-40"
            {...register('size')}
          />
        )}
      </FormField>
      <SubmitButton className="justify-self-end" pending={save.isPending}>
        {resource ? 'Save Changes' : 'Add Resource'}
      </SubmitButton>
    </form>
  );
}
