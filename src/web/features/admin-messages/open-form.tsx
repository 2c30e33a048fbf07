import type { UseMutationResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGING_MSG, REASON_MAX_LENGTH } from '../../../shared/messaging/messages.js';
import { Button } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
import { Label } from '../../components/ui/label.js';
import { Textarea } from '../../components/ui/textarea.js';

interface OpenFormProps<T> {
  /** The question the reason answers. */
  label: string;
  submit: string;
  /** Sends the reason; the server writes who, when and why to the audit trail. */
  open: UseMutationResult<T, Error, string>;
  onOpened: (opened: T) => void;
}

/**
 * Every opening of private words (a conversation, a lesson's chat) is audited, so the page asks
 * why each time it is opened.
 */
export function OpenForm<T>({ label, submit, open, onOpened }: OpenFormProps<T>) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        open.mutate(reason, { onSuccess: onOpened });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>{label}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          required
          maxLength={REASON_MAX_LENGTH}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
          {MESSAGING_MSG.adminOpenReasonHint}
        </p>
      </div>
      <FormError error={open.error} />
      <Button type="submit" className="justify-self-start" disabled={open.isPending}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {open.isPending ? 'Opening…' : submit}
      </Button>
    </form>
  );
}
