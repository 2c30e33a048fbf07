import { countOf } from '../../../shared/plurals.js';
import { CircleCheck, Download } from 'lucide-react';
import type { BulkGenerateResult } from '../../../shared/onboarding/schemas.js';
import { Button } from '../../components/ui/button.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { CredentialsDownload } from './credentials-download.js';
import { fileSlug, saveText } from './downloads.js';
import { ONBOARDING_MSG } from './messages.js';

/** What a generation made: the credentials file and the welcome email to send with them. */
export function GeneratedAccounts({
  result,
  companyName,
  onAgain,
}: {
  result: BulkGenerateResult;
  companyName: string;
  onAgain: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h3 className="font-semibold">{ONBOARDING_MSG.accountsGenerated}</h3>
          <p className="text-sm">
            {countOf(result.count, 'accounts')} created for {companyName}.
          </p>
        </div>
      </div>
      <CredentialsDownload credentials={result.credentials} companyName={companyName} />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-slate-900">Welcome email template</h4>
          <ActionButton
            icon={Download}
            variant="outline"
            onClick={() =>
              saveText(
                result.emailTemplate,
                `welcome-email-${fileSlug(companyName)}.html`,
                'text/html',
              )
            }
          >
            Download Email Template
          </ActionButton>
        </div>
        <p className="text-sm text-slate-700">
          Fill in {'{{fullName}}'}, {'{{username}}'} and {'{{password}}'} from the credentials file
          for each person.
        </p>
        {/* An empty sandbox: the template is shown, never run. */}
        <iframe
          title="Welcome email preview"
          sandbox=""
          srcDoc={result.emailTemplate}
          className="h-72 w-full rounded-xl border border-slate-200 bg-white"
        />
      </div>
      <Button variant="outline" className="justify-self-start" onClick={onAgain}>
        Generate More
      </Button>
    </div>
  );
}
