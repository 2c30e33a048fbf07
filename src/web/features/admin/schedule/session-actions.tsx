import { Ban, ClipboardCheck, Link2, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
} from '../../../components/ui/dropdown-menu.js';
import { ActionsTrigger } from '../../../components/ui/actions-menu.js';
import { hasStarted, SessionDialogs, type SessionDialog } from './session-dialogs.js';

const iconClass = 'size-4 text-slate-600';

/** A table row's menu, mounted open by the first click on its stand-in (session-table.tsx). */
export function SessionActions({ session, now }: { session: AdminScheduledSession; now: number }) {
  const [open, setOpen] = useState<SessionDialog | null>(null);
  const cancelled = session.status === 'cancelled';
  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <ActionsTrigger label={`Actions for ${session.title}`} />
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem onSelect={() => setOpen('edit')}>
            <Pencil aria-hidden="true" className={iconClass} />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('link')}>
            <Link2 aria-hidden="true" className={iconClass} />
            Add YouTube Link
          </DropdownMenuItem>
          {hasStarted(session, now) && (
            <DropdownMenuItem onSelect={() => setOpen('register')}>
              <ClipboardCheck aria-hidden="true" className={iconClass} />
              Register
            </DropdownMenuItem>
          )}
          {!cancelled && (
            <DropdownMenuItem
              onSelect={() => setOpen('cancel')}
              className="text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-900"
            >
              <Ban aria-hidden="true" className="size-4" />
              Cancel Session
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <SessionDialogs session={session} open={open} onClose={() => setOpen(null)} />
    </>
  );
}
