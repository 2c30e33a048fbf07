import { KeyRound, Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Child } from '../../../shared/family/schemas.js';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { Avatar } from '../../components/avatar.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Badge } from '../../components/ui/badge.js';
import { Card } from '../../components/ui/card.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { QueryList } from '../../components/paged-list.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { toast } from '../../components/ui/toast-store.js';
import { toastError } from '../../components/ui/toast-error.js';
import { useChildren, useRemoveChild } from './api.js';
import { ChildDialog } from './child-dialog.js';

/** /parent-dashboard#children leads straight here: the families page's "add children" step. */
export const CHILDREN_SECTION_ID = 'children';

function ChildRow({
  child,
  onEdit,
  onRemove,
}: {
  child: Child;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={child.name} />
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold text-slate-900">{child.name}</h3>
          <div className="flex flex-wrap items-center gap-1.5">
            {child.grade && <Badge tone="indigo">{child.grade}</Badge>}
            {child.subjects.map((subject) => (
              <Badge key={subject}>{subject}</Badge>
            ))}
          </div>
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <KeyRound aria-hidden="true" className="size-3.5" />
            {child.username ? `Signs in as ${child.username}` : 'No sign-in of their own'}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <ActionButton
          icon={Pencil}
          variant="outline"
          onClick={onEdit}
          aria-label={`Edit ${child.name}`}
        >
          Edit
        </ActionButton>
        <ActionButton
          icon={Trash2}
          variant="ghost"
          onClick={onRemove}
          aria-label={`Remove ${child.name}`}
        >
          Remove
        </ActionButton>
      </div>
    </li>
  );
}

/** Spec 1 §1: parents add their children as student profiles, and edit or remove them. */
export function ChildrenCard() {
  const children = useChildren();
  const remove = useRemoveChild();
  const [editing, setEditing] = useState<Child | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Child | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = !children.isPending;

  useEffect(() => {
    if (loaded && hash === `#${CHILDREN_SECTION_ID}`) card.current?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <Card ref={card} id={CHILDREN_SECTION_ID} className="scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
        <h2 className="text-lg font-semibold text-slate-900">My Children</h2>
        <ActionButton icon={Plus} onClick={() => setEditing(null)}>
          Add child
        </ActionButton>
      </div>
      <div className="p-5">
        <QueryList
          query={children}
          skeletons={
            <LoadingBlocks
              label="Loading children"
              className="grid gap-3"
              blocks={['h-20 w-full rounded-xl', 'h-20 w-full rounded-xl']}
            />
          }
          empty={
            <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-300 p-6 text-center">
              <UsersRound aria-hidden="true" className="size-8 text-indigo-700" />
              <p className="font-medium text-slate-900">No children added yet</p>
              <p className="max-w-sm text-sm text-slate-700">
                Add each child with their year group to see their live sessions, lessons and
                resources.
              </p>
            </div>
          }
          renderItems={(items) => (
            <ul className="grid gap-3">
              {items.map((child) => (
                <ChildRow
                  key={child.id}
                  child={child}
                  onEdit={() => setEditing(child)}
                  onRemove={() => setRemoving(child)}
                />
              ))}
            </ul>
          )}
        />
      </div>
      <ChildDialog child={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.name}?` : 'Remove child?'}
        description={`${FAMILY_MSG.confirmRemoveChild}${removing?.username ? ' Their own sign-in is removed too.' : ''}`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({
                title: FAMILY_MSG.childRemoved,
                description: `${removing.name} was removed.`,
              });
              setRemoving(null);
            },
            onError: toastError,
          });
        }}
      />
    </Card>
  );
}
