import type { UseMutationResult } from '@tanstack/react-query';
import type { CurrentPasswordInput } from '../../../shared/auth/mfa.js';
import { DialogHeading } from '../../components/form-dialog.js';
import { Button } from '../../components/ui/button.js';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.js';
import { FormError } from '../../components/ui/form-error.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { CurrentPasswordField } from './current-password-field.js';
import { useCurrentPasswordForm } from './use-current-password-form.js';

interface PasswordConfirmDialogProps<T> {
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  mutation: UseMutationResult<T, Error, CurrentPasswordInput>;
  onDone: (result: T) => void;
  onClose: () => void;
}

/**
 * Asks for the current password before a change a stolen session must not make (ASVS 7.5.2). It
 * is mounted only while open, so a typed password never outlives the dialog.
 */
export function PasswordConfirmDialog<T>({
  id,
  title,
  description,
  confirmLabel,
  mutation,
  onDone,
  onClose,
}: PasswordConfirmDialogProps<T>) {
  const { form, onSubmit } = useCurrentPasswordForm(mutation, onDone);
  const fieldError = form.formState.errors.currentPassword?.message;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeading title={title} description={description} />
          {/* Polite, so an error under a field that already has the focus is read out too. */}
          <div aria-live="polite">
            <CurrentPasswordField
              id={id}
              error={fieldError}
              registration={form.register('currentPassword')}
            />
          </div>
          {!fieldError && <FormError error={mutation.error} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <SubmitButton
              variant="destructive"
              pending={mutation.isPending}
              pendingLabel="Working…"
            >
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
