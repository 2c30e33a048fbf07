import { Suspense, lazy } from 'react';
import type { AdminScheduledSession } from '../../../../shared/admin/schemas.js';

// The dialogs and their forms (react-hook-form, zod) load when one is first opened, so the admin's
// home, which lists the sessions, does not carry them (decision 053).
const EditSessionDialog = lazy(async () => ({
  default: (await import('./edit-session-dialog.js')).EditSessionDialog,
}));
const YoutubeLinkDialog = lazy(async () => ({
  default: (await import('./youtube-link-dialog.js')).YoutubeLinkDialog,
}));
const RegisterDialog = lazy(async () => ({
  default: (await import('./register-dialog.js')).RegisterDialog,
}));
const CancelSessionDialog = lazy(async () => ({
  default: (await import('./cancel-session-dialog.js')).CancelSessionDialog,
}));

/** What a session's card or row has open. */
export type SessionDialog = 'edit' | 'link' | 'register' | 'cancel';

const DIALOGS = {
  edit: EditSessionDialog,
  link: YoutubeLinkDialog,
  register: RegisterDialog,
  cancel: CancelSessionDialog,
} as const;

/** The one dialog a session has open, if any. */
export function SessionDialogs({
  session,
  open,
  onClose,
}: {
  session: AdminScheduledSession;
  open: SessionDialog | null;
  onClose: () => void;
}) {
  if (open === null) return null;
  const Dialog = DIALOGS[open];
  return (
    <Suspense>
      <Dialog session={session} open onOpenChange={(next) => !next && onClose()} />
    </Suspense>
  );
}

/** The register opens at the session's start (decision 062). */
export const hasStarted = (session: AdminScheduledSession, now: number) =>
  new Date(session.scheduledFor).getTime() <= now;
