import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from './ui/button.js';
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

interface ButtonFormDialogProps {
  /** The button's words, and the dialog's title. */
  action: string;
  icon: LucideIcon;
  description: ReactNode;
  /** The form, told how to close the dialog once it has saved. */
  children: (close: () => void) => ReactNode;
}

/** A dialog opened by its own button, titled as the button is; a save closes it. */
export function ButtonFormDialog({
  action,
  icon: Icon,
  description,
  children,
}: ButtonFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={action}
      description={description}
      trigger={
        <Button>
          <Icon aria-hidden="true" className="size-4" />
          {action}
        </Button>
      }
    >
      {children(() => setOpen(false))}
    </FormDialog>
  );
}
