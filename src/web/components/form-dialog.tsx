import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
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

interface RecordFormDialogSetup<T, K extends string> extends Pick<FormDialogProps, 'className'> {
  title: string;
  description: (item: T) => ReactNode;
  /** The form, given the record under its own name and told how to close the dialog. */
  Form: ComponentType<Record<K, T> & { onDone: () => void }>;
}

/**
 * A dialog that changes one record, set up once; its callers hand it the record under the
 * record's own name (`session`, `tutor`), and a save closes it.
 */
export function formDialogFor<T, K extends string>(
  itemProp: K,
  { title, description, Form, className }: RecordFormDialogSetup<T, K>,
) {
  return function RecordFormDialog(
    props: { open: boolean; onOpenChange: (open: boolean) => void } & Record<K, T>,
  ) {
    const item = props[itemProp];
    const formProps = { [itemProp]: item, onDone: () => props.onOpenChange(false) };
    return (
      <FormDialog
        open={props.open}
        onOpenChange={props.onOpenChange}
        title={title}
        description={description(item)}
        className={className}
      >
        <Form {...(formProps as Record<K, T> & { onDone: () => void })} />
      </FormDialog>
    );
  };
}
