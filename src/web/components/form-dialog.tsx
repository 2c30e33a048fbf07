import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog.js';

/** A dialog's title with the sentence under it that says what the dialog is for. */
export function DialogHeading({
  title,
  description,
}: {
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </div>
  );
}

interface FormDialogProps extends Pick<
  ComponentProps<typeof DialogContent>,
  'onInteractOutside' | 'className'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that opens it, when the dialog owns its own open state's trigger. */
  trigger?: ReactNode;
  children: ReactNode;
}

/** The frame of every add and edit dialog: heading, then the form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  className = 'max-w-2xl',
  children,
  ...content
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className} {...content}>
        <div className="grid gap-5">
          <DialogHeading title={title} description={description} />
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
