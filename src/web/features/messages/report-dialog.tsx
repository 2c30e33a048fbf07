import { useId, useState } from 'react';
import { MESSAGING_MSG, REASON_MAX_LENGTH } from '../../../shared/messaging/messages.js';
import { FormDialog } from '../../components/form-dialog.js';
import { Button } from '../../components/ui/button.js';
import { Label } from '../../components/ui/label.js';
import { Textarea } from '../../components/ui/textarea.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useReportMessage } from './api.js';

interface ReportDialogProps {
  messageId: number;
  onClose: () => void;
}

/** Asks before a message goes to the safeguarding team, with room for why. */
export function ReportDialog({ messageId, onClose }: ReportDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const report = useReportMessage();

  const send = () =>
    report.mutate(
      { messageId, reason },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast({ title: 'Reported', description: message });
        },
        onError: (error) => toastFailed('The report was not sent', error),
      },
    );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={MESSAGING_MSG.reportTitle}
      description="The safeguarding team will read it with the messages around it, and can suspend the conversation."
      className="max-w-lg"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>{MESSAGING_MSG.reportReasonLabel}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={send} disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Report message'}
        </Button>
      </div>
    </FormDialog>
  );
}
