import { EXPORT_MSG } from '../../../shared/account/data-export.js';
import { DataExportList } from '../../components/data-export-list.js';
import { Button } from '../../components/ui/button.js';
import { FormError } from '../../components/ui/form-error.js';
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
        <DataExportList items={items} label="Your data downloads" downloadUrl={downloadUrl} />
      )}
    </div>
  );
}
