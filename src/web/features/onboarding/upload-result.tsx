import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { BulkUploadResult } from '../../../shared/onboarding/schemas.js';
import { Button } from '../../components/ui/button.js';
import { ColumnHeads } from '../../components/ui/column-heads.js';
import { CredentialsDownload } from './credentials-download.js';
import { ONBOARDING_MSG, uploadErrorsText, uploadSuccessText } from './messages.js';

function FailedRows({ errors }: { errors: BulkUploadResult['errors'] }) {
  return (
    <div
      role="region"
      aria-label="Rows that failed"
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rows that failed, with the reason</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-800">
          <ColumnHeads labels={['Row', 'Email', 'Error']} />
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
          {errors.map((error) => (
            <tr key={`${error.row}-${error.email}`}>
              <td className="px-3 py-2 tabular-nums">{error.row}</td>
              <td className="px-3 py-2 break-all">{error.email || '—'}</td>
              <td className="px-3 py-2">{error.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UploadResult({
  result,
  companyName,
  onAgain,
}: {
  result: BulkUploadResult;
  companyName: string;
  onAgain: () => void;
}) {
  const failed = result.errors.length;
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className={
          result.success
            ? 'flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900'
            : 'flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
        }
      >
        {result.success ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        <div className="grid gap-1">
          <h3 className="font-semibold">
            {result.success
              ? ONBOARDING_MSG.uploadSuccessful
              : `${ONBOARDING_MSG.uploadCompletedWithErrors}: ${uploadErrorsText(result.successCount, failed)}`}
          </h3>
          <p className="text-sm">
            {result.success
              ? uploadSuccessText(result.successCount)
              : 'The rows below were not created; fix them in the file and upload those rows again.'}
          </p>
        </div>
      </div>
      {failed > 0 && <FailedRows errors={result.errors} />}
      {result.credentials.length > 0 && (
        <CredentialsDownload credentials={result.credentials} companyName={companyName} />
      )}
      <Button variant="outline" className="justify-self-start" onClick={onAgain}>
        Upload Another File
      </Button>
    </div>
  );
}
