import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.js';

interface ActionsMenuProps {
  /** Names the item, so that each card's button is told apart: "Actions for Algebra basics". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
}

/** The ⋮ button of a card's or a table row's menu, named for its item. */
export function ActionsTrigger({ label }: { label: string }) {
  return (
    <DropdownMenuTrigger
      aria-label={label}
      className="grid size-9 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
    >
      <EllipsisVertical aria-hidden="true" className="size-5" />
    </DropdownMenuTrigger>
  );
}

/** The edit and delete menu of a card. */
export function ActionsMenu({ label, onEdit, onDelete, deleteLabel = 'Delete' }: ActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <ActionsTrigger label={label} />
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" className="size-4 text-slate-600" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={onDelete}
          className="text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-900"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {deleteLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
