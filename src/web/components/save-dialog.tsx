import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { DialogHeading } from './form-dialog.js';
import { Dialog, DialogContent } from './ui/dialog.js';
import { SuccessPanel } from './ui/success-panel.js';
import { toast } from './ui/toast-store.js';

export interface SaveDialogText {
  addTitle: string;
  editTitle: string;
  addDescription: string;
  editDescription: string;
  /** Toast and panel title: "Lesson created" / "Lesson updated". */
  created: string;
  updated: string;
  /** Spec 2 §4: "Add Another", or "Schedule Another" / "Edit Another". */
  againAfterAdd: string;
  againAfterEdit: string;
}

interface SaveDialogProps<T extends { id: number }> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit; null adds a new one. */
  item: T | null;
  text: SaveDialogText;
  /** Names the saved item in the panel: its title. */
  nameOf: (item: T) => string;
  /** After an edit, "again" reopens the same item (Edit Another) rather than an empty form. */
  againEditsSame?: boolean;
  renderForm: (item: T | null, onSaved: (saved: T) => void) => ReactNode;
  className?: string;
}

/**
 * The add/edit dialog of the tutor pages: the form, then a success panel with a way back to the
 * form (spec 2 §4). The body mounts afresh each time the dialog opens, so no old input lingers.
 */
export function SaveDialog<T extends { id: number }>({
  open,
  onOpenChange,
  className,
  ...body
}: SaveDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className ?? 'max-w-lg'}>
        {open && <SaveDialogBody {...body} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SaveDialogBody<T extends { id: number }>({
  item,
  text,
  nameOf,
  againEditsSame = false,
  renderForm,
  onDone,
}: Omit<SaveDialogProps<T>, 'open' | 'onOpenChange' | 'className'> & { onDone: () => void }) {
  const [editing, setEditing] = useState(item);
  const [saved, setSaved] = useState<{ item: T; created: boolean } | null>(null);
  const [round, setRound] = useState(0);
  const formArea = useRef<HTMLDivElement>(null);

  // Back from the success panel, the form starts where a person would: its first field.
  useEffect(() => {
    if (round > 0) formArea.current?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }, [round]);

  const onSaved = (result: T) => {
    const created = !editing;
    const title = created ? text.created : text.updated;
    toast({ title, description: nameOf(result) });
    setSaved({ item: result, created });
  };

  const again = () => {
    setEditing(saved && !saved.created && againEditsSame ? saved.item : null);
    setSaved(null);
    setRound((n) => n + 1);
  };

  return (
    <div className="grid gap-4">
      <DialogHeading
        title={editing ? text.editTitle : text.addTitle}
        description={editing ? text.editDescription : text.addDescription}
      />
      {saved ? (
        <SuccessPanel
          title={saved.created ? text.created : text.updated}
          description={`“${nameOf(saved.item)}” has been saved.`}
          againLabel={saved.created ? text.againAfterAdd : text.againAfterEdit}
          onAgain={again}
          onDone={onDone}
        />
      ) : (
        <div key={round} ref={formArea}>
          {renderForm(editing, onSaved)}
        </div>
      )}
    </div>
  );
}

type SaveDialogSetup<T extends { id: number }> = Omit<
  SaveDialogProps<T>,
  'open' | 'onOpenChange' | 'item'
>;

/**
 * One kind of item's add/edit dialog, set up once; its callers hand it the item under the item's
 * own name (`lesson`, `session`), or null to add one.
 */
export function saveDialogFor<T extends { id: number }, K extends string>(
  itemProp: K,
  setup: SaveDialogSetup<T>,
) {
  return function ItemSaveDialog(
    props: { open: boolean; onOpenChange: (open: boolean) => void } & Record<K, T | null>,
  ) {
    return (
      <SaveDialog
        open={props.open}
        onOpenChange={props.onOpenChange}
        item={props[itemProp]}
        {...setup}
      />
    );
  };
}
