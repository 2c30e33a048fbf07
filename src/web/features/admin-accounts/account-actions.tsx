import {
  Download,
  EllipsisVertical,
  KeyRound,
  LogOut,
  Trash2,
  UserCheck,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import { ADMIN_EXPORT_MSG } from '../../../shared/account/data-export.js';
import type { AdminAccount } from '../../../shared/security/schemas.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { toast } from '../../components/ui/toast-store.js';
import { useAccountAction, type AccountAction } from './api.js';
import { EraseDialog } from './erase-dialog.js';
import { ExportDialog } from './export-dialog.js';

type Asked = Exclude<AccountAction, 'enable'>;

/** What each action asks before it runs; enabling is undone as easily, so it asks nothing. */
const questions = (
  name: string,
): Record<Asked, { title: string; description: string; confirmLabel: string }> => ({
  disable: {
    title: `Disable ${name}?`,
    description: `${name} is signed out everywhere at once and cannot sign in until the account is enabled again.`,
    confirmLabel: 'Disable account',
  },
  'end-sessions': {
    title: `Sign ${name} out everywhere?`,
    description: `Every browser and device signed in as ${name} is signed out. They can sign in again with their password.`,
    confirmLabel: 'End sessions',
  },
  'reset-second-factor': {
    title: `Reset two-step sign-in for ${name}?`,
    description:
      'Their authenticator app and recovery codes stop working and they are signed out. They are emailed, and set up two-step sign-in again at their next sign-in if their role needs it.',
    confirmLabel: 'Reset two-step sign-in',
  },
});

const done = (name: string): Record<AccountAction, string> => ({
  disable: `${name} is disabled and signed out.`,
  enable: `${name} can sign in again.`,
  'end-sessions': `${name} is signed out everywhere.`,
  'reset-second-factor': `Two-step sign-in for ${name} was reset.`,
});

const itemClass = 'text-red-800 data-highlighted:bg-red-50 data-highlighted:text-red-900';

/** The menu of one account's controls; `self` hides Disable on the admin's own row. */
export function AccountActions({ account, self }: { account: AdminAccount; self: boolean }) {
  const [asking, setAsking] = useState<Asked | null>(null);
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const mutation = useAccountAction();

  const run = (action: AccountAction) =>
    mutation.mutate(
      { account, action },
      {
        onSuccess: () => {
          setAsking(null);
          toast({ title: 'Done', description: done(account.fullName)[action] });
        },
        onError: (error) => toastFailed('That did not work', error),
      },
    );

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={`Actions for ${account.fullName}`}
          className="grid size-9 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          {account.isActive ? (
            !self && (
              <DropdownMenuItem className={itemClass} onSelect={() => setAsking('disable')}>
                <UserX aria-hidden="true" className="size-4" />
                Disable account
              </DropdownMenuItem>
            )
          ) : (
            <DropdownMenuItem onSelect={() => run('enable')}>
              <UserCheck aria-hidden="true" className="size-4 text-slate-600" />
              Enable account
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setAsking('end-sessions')}>
            <LogOut aria-hidden="true" className="size-4 text-slate-600" />
            End sessions
          </DropdownMenuItem>
          {account.mfaEnabled && (
            <DropdownMenuItem onSelect={() => setAsking('reset-second-factor')}>
              <KeyRound aria-hidden="true" className="size-4 text-slate-600" />
              Reset two-step sign-in
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setExporting(true)}>
            <Download aria-hidden="true" className="size-4 text-slate-600" />
            {ADMIN_EXPORT_MSG.menuItem}
          </DropdownMenuItem>
          {!self && (
            <DropdownMenuItem className={itemClass} onSelect={() => setErasing(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Erase account now
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {exporting && <ExportDialog account={account} onClose={() => setExporting(false)} />}
      {erasing && <EraseDialog account={account} onClose={() => setErasing(false)} />}
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          {...questions(account.fullName)[asking]}
          pending={mutation.isPending}
          onConfirm={() => run(asking)}
        />
      )}
    </>
  );
}
