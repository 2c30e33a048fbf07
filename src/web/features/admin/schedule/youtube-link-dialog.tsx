import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  youtubeLinkSchema,
  type AdminScheduledSession,
  type YoutubeLinkInput,
} from '../../../../shared/admin/schemas.js';
import { SubmitButton } from '../../../components/ui/submit-button.js';
import { FormDialog } from '../../../components/form-dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast-store.js';
import { applyFieldErrors } from '../../../lib/form-errors.js';
import { FormError } from '../../../components/ui/form-error.js';
import { useAddYoutubeLink } from './api.js';

function YoutubeLinkForm({
  session,
  onDone,
}: {
  session: AdminScheduledSession;
  onDone: () => void;
}) {
  const addLink = useAddYoutubeLink();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<YoutubeLinkInput>({
    resolver: zodResolver(youtubeLinkSchema),
    defaultValues: { youtubeUrl: session.youtubeUrl ?? '' },
  });

  // Spec 2 §7: title and tutor from the session; now, 60 minutes, Live Session and live by default.
  const onSubmit = handleSubmit(({ youtubeUrl }) =>
    addLink.mutate(
      {
        title: session.title,
        youtubeUrl,
        tutorId: session.tutorId,
        scheduledSessionId: session.id,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: 'YouTube link has been added and live session created.',
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, ['youtubeUrl']);
          toast({
            title: 'Error',
            description: 'Failed to create live session with YouTube link.',
            variant: 'destructive',
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError error={addLink.error} />
      <FormField id="youtube-url" label="YouTube URL" error={errors.youtubeUrl?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            {...register('youtubeUrl')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton pending={addLink.isPending} pendingLabel="Adding…">
          Add Link
        </SubmitButton>
      </div>
    </form>
  );
}

interface YoutubeLinkDialogProps {
  session: AdminScheduledSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function YoutubeLinkDialog({ session, open, onOpenChange }: YoutubeLinkDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add YouTube Link"
      description={
        <>
          Starts a live session for {session.title} with this stream. Pupils see the link on their
          schedule.
        </>
      }
      className="max-w-md"
    >
      <YoutubeLinkForm session={session} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
