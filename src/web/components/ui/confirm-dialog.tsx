import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.js';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, word for word (spec 2 §5: "Are you sure you want to delete this lesson?"). */
  description: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the change is under way. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  /** The button that backs out; "Cancel" unless that would read as the action itself. */
  keepLabel?: string;
}

/** Asks before a destructive change; Cancel has focus first, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Working…',
  pending = false,
  onConfirm,
  keepLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="grid gap-4">
        <div className="grid gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} autoFocus>
            {keepLabel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
