import {
  recordingSettingsSchema,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
} from '../../../../shared/recordings/schemas.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { TitledSection } from '../../../components/titled-section.js';
import { ListError } from '../../../components/ui/list-error.js';
import { LoadingBlocks } from '../../../components/ui/loading-blocks.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useRecordingSettings, useSaveRecordingSettings, type RecordingSettings } from './api.js';

function RetentionForm({ settings }: { settings: RecordingSettings }) {
  const form = useSchemaForm({
    schema: recordingSettingsSchema,
    defaultValues: { retentionDays: settings.retentionDays },
    mutation: useSaveRecordingSettings(),
    onSaved: (saved: RecordingSettings) => {
      form.reset({ retentionDays: saved.retentionDays });
      toast({
        title: 'Success',
        description: `Classroom recordings are now kept for ${saved.retentionDays} days`,
      });
    },
    failureTitle: 'Could not save how long recordings are kept',
  });
  return (
    <SchemaForm form={form} className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
      <TextField
        form={form}
        name="retentionDays"
        id="recording-retention-days"
        label="Keep classroom recordings for (days)"
        hint={`From ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}. Older recordings and their files are deleted each night.`}
        type="number"
        inputMode="numeric"
        min={RETENTION_DAYS_MIN}
        max={RETENTION_DAYS_MAX}
      />
      <FormFooter pending={form.pending} pendingLabel="Saving…">
        Save
      </FormFooter>
    </SchemaForm>
  );
}

/** Issue 29 §5: the admins' one setting for the lessons the classroom records. */
export function RecordingRetention() {
  const settings = useRecordingSettings();
  return (
    <TitledSection
      id="recording-retention-heading"
      title="Classroom Recordings"
      description="Every lesson held in the classroom is recorded for its class. Choose how long recordings are kept."
    >
      {settings.isPending ? (
        <LoadingBlocks label="Loading the recording settings" blocks={['h-20 w-full']} />
      ) : settings.isError ? (
        <ListError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <RetentionForm settings={settings.data} />
      )}
    </TitledSection>
  );
}
