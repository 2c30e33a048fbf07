import { useId, useState } from 'react';
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
import { SchemaForm } from '../../components/form/schema-form.js';
import { SubjectField } from '../../components/form/content-fields.js';
import { TextField } from '../../components/form/text-field.js';
import { TitleFields } from '../../components/form/title-fields.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { CheckboxGroup } from '../../components/ui/checkbox-group.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { SelectField } from '../../components/ui/select-field.js';
import { choicesWith } from '../../lib/choices.js';
import { useSaveResource } from './api.js';
import { FileUpload } from './file-upload.js';
import { TYPE_LABELS } from '../../components/resource-type-icon.js';

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
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const yearGroupsId = useId();
  const form = useSchemaForm({
    schema: resourceSchema,
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
    mutation: useSaveResource(),
    request: (values) => ({ id: resource?.id, values }),
    onSaved,
  });
  const { control, setValue, getValues } = form;

  return (
    <SchemaForm form={form}>
      <TitleFields form={form} idPrefix="resource" descriptionRows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SubjectField
          control={control}
          idPrefix="resource"
          subjects={SESSION_SUBJECTS}
          current={resource?.subject}
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
        <TextField
          form={form}
          name="fileUrl"
          id="resource-file-url"
          label="File URL"
          hint="Filled in when you upload a file, or paste a link to a file."
          inputMode="url"
        />
        <TextField
          form={form}
          name="externalUrl"
          id="resource-external-url"
          label="External URL"
          type="url"
          inputMode="url"
        />
      </fieldset>
      <TextField
        form={form}
        name="size"
        id="resource-size"
        label="Size (KB)"
        type="number"
        inputMode="numeric"
        min={0}
        className="sm:w-40"
      />
      <SubmitButton className="justify-self-end" pending={form.pending}>
        {resource ? 'Save Changes' : 'Add Resource'}
      </SubmitButton>
    </SchemaForm>
  );
}
