import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH, MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { sendMessageSchema } from '../../../shared/messaging/schemas.js';
import { useSchemaForm } from '../../components/form/use-schema-form.js';
import { Button } from '../../components/ui/button.js';
import { Label } from '../../components/ui/label.js';
import { Textarea } from '../../components/ui/textarea.js';
import { errorText } from '../../lib/api.js';
import { useSendMessage } from './api.js';

const count = (n: number) => n.toLocaleString('en-GB');

/** Plain text up to 2,000 characters; Enter sends, Shift+Enter starts a new line. */
export function Composer({ conversationId }: { conversationId: number }) {
  const id = useId();
  const send = useSendMessage(conversationId);
  const form = useSchemaForm({
    schema: sendMessageSchema,
    defaultValues: { body: '' },
    mutation: send,
    onSaved: () => {
      form.reset({ body: '' });
    },
    // The answer to a failed send sits under the message, where the sender is looking.
    failureTitle: null,
    onFailed: (error) => {
      form.setError('body', { type: 'server', message: errorText(error) });
    },
  });
  const { register, errors, onSubmit } = form;
  const body = useWatch({ control: form.control, name: 'body' });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character: its Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!send.isPending) void onSubmit();
  };

  const error = errors.body?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-1.5" noValidate>
      <Label htmlFor={`${id}-body`} className="sr-only">
        {MESSAGING_MSG.messageLabel}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`${id}-body`}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={MESSAGING_MSG.messagePlaceholder}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="max-h-48 min-h-12 resize-y"
          onKeyDown={onKeyDown}
          {...register('body')}
        />
        <Button type="submit" disabled={send.isPending} className="h-12">
          <SendHorizontal aria-hidden="true" className="size-4" />
          {send.isPending ? MESSAGING_MSG.sending : MESSAGING_MSG.send}
        </Button>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 text-xs text-slate-600">
        <p id={`${id}-hint`}>Enter sends; Shift+Enter starts a new line.</p>
        <p className="tabular-nums">
          {count(body.length)} / {count(MESSAGE_MAX_LENGTH)}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
