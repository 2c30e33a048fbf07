import { Download, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Credential } from '../../../shared/onboarding/schemas.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { credentialsCsv, credentialsFileName, saveText } from './downloads.js';

/**
 * The one place one-time passwords ever appear. Until the file is saved, leaving the page asks
 * first: the server keeps only hashes, so a lost file means resetting every account.
 */
export function CredentialsDownload({
  credentials,
  companyName,
}: {
  credentials: readonly Credential[];
  companyName: string;
}) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);

  const save = () => {
    saveText(credentialsCsv(credentials), credentialsFileName(companyName), 'text/csv');
    setSaved(true);
  };

  return (
    <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          The passwords are shown only once. Download the credentials now and share them securely;
          everyone chooses their own password when they first sign in.
        </span>
      </p>
      <ActionButton icon={Download} size="md" className="justify-self-start" onClick={save}>
        Download Credentials
      </ActionButton>
    </div>
  );
}
