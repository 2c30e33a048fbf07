import { youtubeLinkSchema, type AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import { formDialogFor } from '../../../components/form-dialog.js';
import { FormFooter } from '../../../components/form/form-footer.js';
import { SchemaForm } from '../../../components/form/schema-form.js';
import { TextField } from '../../../components/form/text-field.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useAddYoutubeLink } from './api.js';

function YoutubeLinkForm({
  session,
  onDone,
}: {
  session: AdminScheduledSession;
  onDone: () => void;
}) {
  const form = useSchemaForm({
    schema: youtubeLinkSchema,
    defaultValues: { youtubeUrl: session.youtubeUrl ?? '' },
    mutation: useAddYoutubeLink(),
    // Spec 2 §7: title and tutor from the session; now, 60 minutes, Live Session and live by default.
    request: ({ youtubeUrl }) => ({
      title: session.title,
      youtubeUrl,
      tutorId: session.tutorId,
      scheduledSessionId: session.id,
    }),
    onSaved: () => {
      toast({
        title: 'Success',
        description: 'YouTube link has been added and live session created.',
      });
      onDone();
    },
    failureText: () => 'Failed to create live session with YouTube link.',
  });

  return (
    <SchemaForm form={form}>
      <TextField
        form={form}
        name="youtubeUrl"
        id="youtube-url"
        label="YouTube URL"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <FormFooter pending={form.pending} pendingLabel="Adding…">
        Add Link
      </FormFooter>
    </SchemaForm>
  );
}

export const YoutubeLinkDialog = formDialogFor<AdminScheduledSession, 'session'>('session', {
  title: 'Add YouTube Link',
  description: (session) => (
    <>
      Starts a live session for {session.title} with this stream. Pupils see the link on their
      schedule.
    </>
  ),
  className: 'max-w-md',
  Form: YoutubeLinkForm,
});
