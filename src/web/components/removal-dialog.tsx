import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './ui/confirm-dialog.js';
import { toastError } from './ui/toast-error.js';
import { toast } from './ui/toast-store.js';

interface RemovalDialogProps<T extends { id: number }> {
  /** The record to remove; the dialog is open while there is one. */
  item: T | null;
  onClose: () => void;
  /** After the removal, e.g. to leave a page that showed the record. */
  onRemoved?: (() => void) | undefined;
  remove: UseMutationResult<unknown, Error, number>;
  title: string;
  /** The question, word for word. */
  description: string;
  confirmLabel: string;
  /** The toast that says which record went. */
  removed: (item: T) => { title: string; description: string };
}

/** Asks before removing one record, then removes it, says so and closes. */
export function RemovalDialog<T extends { id: number }>({
  item,
  onClose,
  onRemoved,
  remove,
  removed,
  ...copy
}: RemovalDialogProps<T>) {
  return (
    <ConfirmDialog
      {...copy}
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast(removed(item));
            onClose();
            onRemoved?.();
          },
          onError: toastError,
        });
      }}
    />
  );
}
