import { Download } from 'lucide-react';
import { EXPORT_MSG } from '../../../shared/account/data-export.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import { downloadUrl, useDataExports, useRequestExport } from './data-protection-api.js';

/** Issue 17 §2: the family asks for a copy of its data and downloads it here when it is ready. */
export function DataExportSection() {
  const exports = useDataExports();
  const request = useRequestExport();
  const items = exports.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{EXPORT_MSG.explanation}</p>
      <div>
        <Button
          variant="outline"
          onClick={() => request.mutate()}
          disabled={request.isPending || items.some((item) => item.status === 'pending')}
        >
          {EXPORT_MSG.button}
        </Button>
      </div>
      <FormError error={request.error} />
      {exports.isSuccess && items.length === 0 && (
        <p className="text-sm text-slate-600">{EXPORT_MSG.empty}</p>
      )}
      {items.length > 0 && (
        <ul className="grid gap-2" aria-label="Your data downloads">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <span>
                Asked for {formatDate(item.createdAt)} {formatTime(item.createdAt)}
                <span className="block text-slate-600">
                  {item.status === 'ready'
                    ? `Available until ${formatDate(item.expiresAt)}`
                    : item.status === 'pending'
                      ? EXPORT_MSG.preparing
                      : EXPORT_MSG.failed}
                </span>
              </span>
              {item.status === 'ready' && (
                <a
                  href={downloadUrl(item.id)}
                  download
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {EXPORT_MSG.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
